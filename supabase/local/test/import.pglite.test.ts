import { importSuite } from './import.suite';

importSuite('pglite');
