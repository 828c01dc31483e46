import { reconcileSuite } from './reconcile.suite';

reconcileSuite('pglite');
