import { autoTransferSuite } from './auto-transfer.suite';

autoTransferSuite('pglite');
