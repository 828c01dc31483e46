import { transactionsExportSuite } from './transactions-export.suite';

// Needs Debian's PostgreSQL 15, like postgres.test.ts.
transactionsExportSuite('postgres');
