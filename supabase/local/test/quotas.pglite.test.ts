import { quotasSuite } from './quotas.suite';

quotasSuite('pglite');
