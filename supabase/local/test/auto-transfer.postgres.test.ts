import { autoTransferSuite } from './auto-transfer.suite';

// Needs Debian's PostgreSQL 15, like postgres.test.ts.
autoTransferSuite('postgres');
