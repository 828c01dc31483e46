import { accountTakeoverSuite } from './auth-takeover.suite';

// Needs Debian's PostgreSQL 15 (apt-get install -y postgresql); fails with that hint when missing.
accountTakeoverSuite('postgres');
