import { serverSuite } from './server.suite';

serverSuite('pglite');
