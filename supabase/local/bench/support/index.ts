// What the browser benchmarks in e2e/bench reuse: the bench server and the grid's ledger.
export { BACKENDS, BENCH_PASSWORD, insertRows, measure, request, signUp, startBenchServerProcess, type Backend, type ServerAddress, type Timing } from './bench-server';
export { DEFAULT_SUBCATEGORIES, gridLedger, type Subcategory } from './grid-ledger';
