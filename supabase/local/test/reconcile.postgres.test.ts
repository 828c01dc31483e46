import { reconcileSuite } from './reconcile.suite';

// Needs Debian's PostgreSQL 15, like postgres.test.ts.
reconcileSuite('postgres');
