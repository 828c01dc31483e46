/**
 * `npm run bench:grid-rpc` (issue 11): p50/p95 over HTTP of the month grid's server calls, on
 * PGlite and on PostgreSQL 15. The measured user has a ledger of 100,000 transactions over ten
 * years, among ten users; the measured month holds 3,000 of them spread over every default
 * subcategory (the database's catalogue) and every day, in every status. Figures, not pass/fail;
 * the JSON goes to bench-results/grid-rpc.json at the repo root.
 */
import { performance } from 'node:perf_hooks';
import { BACKENDS, insertRows, json, measure, report, request, signUp, startBenchServerProcess, type Backend, type Timing } from './support/bench-server';
import { DEFAULT_SUBCATEGORIES as subcategories, gridLedger } from './support/grid-ledger';

const USERS = 10;
const LEDGER_ROWS = 100_000;
const MONTH_ROWS = 3_000;
const OTHER_USER_ROWS = 1_000;
/** The heavy month (31 days) and the month after it, where its plan is copied. */
const MONTH = '2026-10';
const NEXT_MONTH = '2026-11';
/** A month of the ledger with its ordinary share of rows (about 800). */
const QUIET_MONTH = '2021-05';
const EMAILS = Array.from({ length: USERS }, (_, i) => `grid${i}@bench.buget.ro`);

async function run(backend: Backend): Promise<{ backend: string; results: Timing[]; payloadBytes: number; copied: number; firstCopyMs: number }> {
  const bench = await startBenchServerProcess(backend, EMAILS);
  const { server } = bench;
  try {
    const loadStart = performance.now();
    const users = await signUp(server, EMAILS);
    for (const [i, user] of users.entries()) {
      await insertRows(server, 'user_accounts', [
        { user_id: user.id, name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, display_order: 1 },
        { user_id: user.id, name: 'Cash', account_type: 'CASH', initial_balance: 200, display_order: 2 },
      ]);
      const rows = i === 0
        ? gridLedger({ userId: user.id, subcategories, total: LEDGER_ROWS, inMonth: MONTH_ROWS, month: MONTH, seed: 31 })
        : gridLedger({ userId: user.id, subcategories, total: OTHER_USER_ROWS, inMonth: 300, month: MONTH, seed: 31 + i });
      await insertRows(server, 'transactions', rows);
    }
    await bench.analyze();
    console.error(`[${backend}] loaded ${LEDGER_ROWS + (USERS - 1) * OTHER_USER_ROWS} rows in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

    const headers = { apikey: server.anonKey, authorization: `Bearer ${users[0]?.token ?? ''}`, 'content-type': 'application/json' };
    const rpc = (name: string, month: string) => () => request(`${server.url}/rest/v1/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify({ month }) });

    const grid = await rpc('get_month_grid', MONTH)();
    const payloadBytes = Buffer.byteLength(grid.body);
    const results = [
      await measure(`month grid, ${MONTH_ROWS.toLocaleString('en')} rows (get_month_grid)`, rpc('get_month_grid', MONTH)),
      await measure('month grid, an ordinary month (get_month_grid)', rpc('get_month_grid', QUIET_MONTH)),
    ];
    const copyStart = performance.now();
    const [first] = await json<{ batch_id: string | null; copied: number }[]>(await rpc('copy_previous_month_plan', NEXT_MONTH)());
    const firstCopyMs = performance.now() - copyStart;
    results.push(await measure('copy the plan again: nothing to copy', rpc('copy_previous_month_plan', NEXT_MONTH)));
    results.push(await measure(`month grid after the copy (get_month_grid ${NEXT_MONTH})`, rpc('get_month_grid', NEXT_MONTH)));
    return { backend, results, payloadBytes, copied: first?.copied ?? 0, firstCopyMs };
  } finally {
    await bench.stop();
  }
}

const runs: Awaited<ReturnType<typeof run>>[] = [];
for (const backend of BACKENDS) runs.push(await run(backend));
for (const r of runs) {
  console.log(`${r.backend}: get_month_grid body ${(r.payloadBytes / 1024).toFixed(0)} KB; first copy of ${r.copied} pending rows in ${r.firstCopyMs.toFixed(1)} ms`);
}
report(
  'grid-rpc.json',
  {
    users: USERS,
    rowsForMeasuredUser: LEDGER_ROWS,
    rowsInMeasuredMonth: MONTH_ROWS,
    rowsPerOtherUser: OTHER_USER_ROWS,
    extra: runs.map((r) => ({ backend: r.backend, gridBodyBytes: r.payloadBytes, copiedRows: r.copied, firstCopyMs: r.firstCopyMs })),
  },
  runs.map(({ backend, results }) => ({ backend, results })),
);
