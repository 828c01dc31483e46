import { importSuite } from './import.suite';

// Needs Debian's PostgreSQL 15, like postgres.test.ts.
importSuite('postgres');
