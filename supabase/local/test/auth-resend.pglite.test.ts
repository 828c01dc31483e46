import { resendSuite } from './auth-resend.suite';

resendSuite('pglite');
