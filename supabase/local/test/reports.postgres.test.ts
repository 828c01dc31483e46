import { reportsSuite } from './reports.suite';

// Needs Debian's PostgreSQL 15, like postgres.test.ts.
reportsSuite('postgres');
