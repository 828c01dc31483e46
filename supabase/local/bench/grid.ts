/**
 * `npm run bench:grid-rpc` (issue 11): p50/p95 over HTTP of the month grid's server calls, on
 * PGlite and on PostgreSQL 15. The measured user has a ledger of 100,000 transactions over ten
 * years, among ten users; the measured month holds 3,000 of them spread over every default
 * subcategory (the database's catalogue) and every day, in every status. Figures, not pass/fail;
 * the JSON goes to bench-results/grid-rpc.json at the repo root.
 */
import { performance } from 'node:perf_hooks';
import { BACKENDS, insertRows, json, measure, report, seeded, signUp, startBenchServer, type Backend, type Row, type Timing } from './support/bench-server';

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

type Subcategory = { category: string; name: string };

const typeOf = (category: string): string => (category === 'VENITURI' ? 'INCOME' : category === 'ECONOMII' ? 'SAVING' : 'EXPENSE');

function row(userId: string, next: () => number, sub: Subcategory, date: string): Row {
  const pick = next();
  const status = pick < 0.4 ? null : pick < 0.8 ? 'COMPLETED' : pick < 0.9 ? 'MODIFIED' : 'SKIPPED';
  const amount = (Math.floor(next() * 500_000) + 1) / 1000;
  return {
    user_id: userId,
    type: typeOf(sub.category),
    amount,
    actual_amount: status === 'MODIFIED' ? Math.round(amount * 900) / 1000 : null,
    execution_status: status,
    date,
    category: sub.category,
    subcategory: sub.name,
    description: null,
  };
}

const isoDay = (epochDay: number): string => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);

/** MONTH_ROWS rows in MONTH, round-robin over the subcategories, every day; the rest over ten years before it. */
function ledger(userId: string, subcategories: Subcategory[], total: number, inMonth: number, seed: number): Row[] {
  const next = seeded(seed);
  const monthStart = Date.UTC(2026, 9, 1) / 86_400_000;
  const rows: Row[] = [];
  for (let i = 0; i < inMonth; i++) {
    const sub = subcategories[i % subcategories.length] as Subcategory;
    rows.push(row(userId, next, sub, isoDay(monthStart + Math.floor(next() * 31))));
  }
  for (let i = inMonth; i < total; i++) {
    const sub = subcategories[Math.floor(next() * subcategories.length)] as Subcategory;
    rows.push(row(userId, next, sub, isoDay(monthStart - 1 - Math.floor(next() * 3652))));
  }
  return rows;
}

async function run(backend: Backend): Promise<{ backend: string; results: Timing[]; payloadBytes: number; copied: number; firstCopyMs: number }> {
  const bench = await startBenchServer(backend, EMAILS);
  const { server } = bench;
  try {
    const loadStart = performance.now();
    const { rows: subcategories } = await server.db.query<Subcategory>('select category, name from private.predefined_subcategories order by category, name');
    const users = await signUp(server, EMAILS);
    for (const [i, user] of users.entries()) {
      await insertRows(server, 'user_accounts', [
        { user_id: user.id, name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, display_order: 1 },
        { user_id: user.id, name: 'Cash', account_type: 'CASH', initial_balance: 200, display_order: 2 },
      ]);
      const rows = i === 0 ? ledger(user.id, subcategories, LEDGER_ROWS, MONTH_ROWS, 31) : ledger(user.id, subcategories, OTHER_USER_ROWS, 300, 31 + i);
      await insertRows(server, 'transactions', rows);
    }
    await bench.analyze();
    console.error(`[${backend}] loaded ${LEDGER_ROWS + (USERS - 1) * OTHER_USER_ROWS} rows in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

    const headers = { apikey: server.anonKey, authorization: `Bearer ${users[0]?.token ?? ''}`, 'content-type': 'application/json' };
    const rpc = (name: string, month: string) => () => fetch(`${server.url}/rest/v1/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify({ month }) });

    const grid = await rpc('get_month_grid', MONTH)();
    const payloadBytes = (await grid.arrayBuffer()).byteLength;
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
