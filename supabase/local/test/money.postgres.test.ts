import { moneySuite } from './money.suite';

// Needs Debian's PostgreSQL 15, like postgres.test.ts.
moneySuite('postgres');
