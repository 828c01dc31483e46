import { ratesSuite } from './rates.suite';

// Needs Debian's PostgreSQL 15, like postgres.test.ts.
ratesSuite('postgres');
