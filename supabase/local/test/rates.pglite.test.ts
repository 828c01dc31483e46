import { ratesSuite } from './rates.suite';

ratesSuite('pglite');
