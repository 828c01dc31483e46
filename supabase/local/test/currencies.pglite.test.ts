import { currenciesSuite } from './currencies.suite';

currenciesSuite('pglite');
