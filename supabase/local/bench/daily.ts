/**
 * `npm run bench:daily-rpc -w @buget/supabase-local` (issue 12; run by `npm run bench:daily`):
 * p50/p95 over HTTP of the daily page's reads, on PostgreSQL 15 and PGlite. The measured user has
 * a ledger of 100,000 transactions over ten years, among ten users; the measured month holds
 * 6,000 of them and the measured day 200, in every status. The server runs in its own process and
 * the calls go through node:http, as bench:api's (docs/decisions.md). Figures, not pass/fail: the
 * JSON goes to bench-results/daily-rpc.json at the repo root.
 */
import { BACKENDS, insertRows, measure, report, request, seeded, signUp, startBenchServerProcess, type Backend, type Row, type Timing } from './support/bench-server';

const USERS = 10;
const LEDGER_ROWS = 100_000;
const MONTH_ROWS = 6_000;
const DAY_ROWS = 200;
const OTHER_USER_ROWS = 1_000;
const MONTH = '2026-10';
const DAY = '2026-10-15';
/** The user's calendar day: after the measured day, so its month's earlier pending rows are overdue. */
const TODAY = '2026-10-20';
const EMAILS = Array.from({ length: USERS }, (_, i) => `daily${i}@bench.buget.ro`);
const SUBCATEGORIES: [string, string][] = [
  ['NUTRITIE', 'Cumpărături alimentare'], ['NUTRITIE', 'Cafenele'], ['TRANSPORT', 'Combustibil'], ['LOCUINTA', 'Chirie'],
  ['SANATATE', 'Medicamente'], ['TIMP_LIBER', 'Hobby-uri'], ['VENITURI', 'Salariu'], ['ECONOMII', 'Fond general'],
];

const isoDay = (epochDay: number): string => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);
const typeOf = (category: string): string => (category === 'VENITURI' ? 'INCOME' : category === 'ECONOMII' ? 'SAVING' : 'EXPENSE');

/** The ledger: DAY_ROWS on DAY, the rest of MONTH_ROWS over the month, the rest over ten years before it. */
function dailyLedger(userId: string | null, total: number, inMonth: number, onDay: number, seed: number): Row[] {
  const next = seeded(seed);
  const monthStart = Date.UTC(2026, 9, 1) / 86_400_000;
  const day = Date.UTC(2026, 9, 15) / 86_400_000;
  const rows: Row[] = [];
  for (let i = 0; i < total; i++) {
    const [category, subcategory] = SUBCATEGORIES[Math.floor(next() * SUBCATEGORIES.length)] as [string, string];
    const pick = next();
    const status = pick < 0.4 ? null : pick < 0.8 ? 'COMPLETED' : pick < 0.9 ? 'MODIFIED' : 'SKIPPED';
    const amount = (Math.floor(next() * 500_000) + 1) / 1000;
    let date: number;
    if (i < onDay) date = day;
    else if (i < inMonth) {
      date = monthStart + Math.floor(next() * 31);
      if (date === day) date += 1;
    } else date = monthStart - 1 - Math.floor(next() * 3652);
    rows.push({
      ...(userId ? { user_id: userId } : {}),
      type: typeOf(category),
      amount,
      actual_amount: status === 'MODIFIED' ? Math.round(amount * 900) / 1000 : null,
      execution_status: status,
      date: isoDay(date),
      category,
      subcategory,
      description: i < onDay ? `element ${i}` : null,
    });
  }
  return rows;
}

async function run(backend: Backend): Promise<{ backend: string; results: Timing[]; dayBytes: number; overdue: number }> {
  const bench = await startBenchServerProcess(backend, EMAILS);
  const { server } = bench;
  try {
    const users = await signUp(server, EMAILS);
    for (const [i, user] of users.entries()) {
      await insertRows(server, 'user_accounts', [{ user_id: user.id, name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, display_order: 1 }]);
      const rows = i === 0 ? dailyLedger(user.id, LEDGER_ROWS, MONTH_ROWS, DAY_ROWS, 12) : dailyLedger(user.id, OTHER_USER_ROWS, 300, 10, 12 + i);
      await insertRows(server, 'transactions', rows);
    }
    await bench.analyze();
    const headers = { apikey: server.anonKey, authorization: `Bearer ${users[0]?.token ?? ''}`, 'content-type': 'application/json' };
    const rpc = (name: string, body: unknown) => () => request(`${server.url}/rest/v1/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = (await rpc('get_daily_situation', { day: DAY, today: TODAY })()).body;
    const parsed = JSON.parse(text) as { items: unknown[]; overdue: unknown[] };
    if (parsed.items.length !== DAY_ROWS) throw new Error(`expected ${DAY_ROWS} items, got ${parsed.items.length}`);
    const results = [
      await measure(`day, ${DAY_ROWS} items (get_daily_situation)`, rpc('get_daily_situation', { day: DAY, today: TODAY })),
      await measure(`month markers, ${MONTH_ROWS.toLocaleString('en')} rows (get_daily_month)`, rpc('get_daily_month', { month: MONTH })),
    ];
    return { backend, results, dayBytes: text.length, overdue: parsed.overdue.length };
  } finally {
    await bench.stop();
  }
}

const runs: Awaited<ReturnType<typeof run>>[] = [];
for (const backend of BACKENDS) runs.push(await run(backend));
for (const r of runs) console.log(`${r.backend}: get_daily_situation body ${(r.dayBytes / 1024).toFixed(0)} KB with ${r.overdue} overdue items`);
report(
  'daily-rpc.json',
  {
    users: USERS,
    rowsForMeasuredUser: LEDGER_ROWS,
    rowsInMeasuredMonth: MONTH_ROWS,
    rowsOnMeasuredDay: DAY_ROWS,
    extra: runs.map((r) => ({ backend: r.backend, dayBodyBytes: r.dayBytes, overdueItems: r.overdue })),
  },
  runs.map(({ backend, results }) => ({ backend, results })),
);
