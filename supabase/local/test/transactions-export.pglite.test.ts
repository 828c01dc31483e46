import { transactionsExportSuite } from './transactions-export.suite';

transactionsExportSuite('pglite');
