import { moneySuite } from './money.suite';

moneySuite('pglite');
