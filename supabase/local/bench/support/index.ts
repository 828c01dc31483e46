// What the browser benchmarks in e2e/bench reuse: the bench server and the grid's ledger.
export { BACKENDS, BENCH_PASSWORD, insertRows, measure, signUp, startBenchServer, type Backend, type Timing } from './bench-server';
export { DEFAULT_SUBCATEGORIES_SQL, gridLedger, type Subcategory } from './grid-ledger';
