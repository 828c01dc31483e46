import { currenciesSuite } from './currencies.suite';

// Needs Debian's PostgreSQL 15, like postgres.test.ts.
currenciesSuite('postgres');
