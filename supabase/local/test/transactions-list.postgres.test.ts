import { transactionsListSuite } from './transactions-list.suite';

// Needs Debian's PostgreSQL 15, like postgres.test.ts.
transactionsListSuite('postgres');
