import { resendSuite } from './auth-resend.suite';

// Needs Debian's PostgreSQL 15 (apt-get install -y postgresql); fails with that hint when missing.
resendSuite('postgres');
