import { profileSuite } from './profile.suite';

profileSuite('pglite');
