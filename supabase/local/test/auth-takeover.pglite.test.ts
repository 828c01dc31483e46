import { accountTakeoverSuite } from './auth-takeover.suite';

accountTakeoverSuite('pglite');
