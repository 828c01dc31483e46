import { transactionsListSuite } from './transactions-list.suite';

transactionsListSuite('pglite');
