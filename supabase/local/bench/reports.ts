/**
 * `npm run bench:reports-rpc -w @buget/supabase-local` (issue 27; run by `npm run bench:reports`): p50/p95 over HTTP of each report RPC of Rapoarte
 * (supabase/schemas/17_reports.sql) on PostgreSQL 15 and PGlite (BENCH_BACKENDS to choose). The
 * measured user has a ledger of 100,000 transactions over five years in five accounts — incomes,
 * expenses in eight subcategories, savings and transfers, in every status — among ten users; each
 * report is read over the five years, for every account and for two of them. Figures, not
 * pass/fail: the JSON goes to bench-results/reports-rpc.json at the repo root. The server runs in
 * its own process and the calls go through node:http, as bench:api's (docs/decisions.md).
 */
import { BACKENDS, insertRows, json, measure, report, request, seeded, signUp, startBenchServerProcess, type Backend, type Row, type Timing } from './support/bench-server';

const USERS = 10;
const LEDGER_ROWS = 100_000;
const OTHER_USER_ROWS = 1_000;
const FROM = '2021-12';
const TO = '2026-11';
const CALENDAR_MONTH = '2026-10';
const EMAILS = Array.from({ length: USERS }, (_, i) => `rapoarte${i}@bench.buget.ro`);
const ACCOUNTS = [
  { name: 'Bancă', account_type: 'CHECKING', initial_balance: 2000 },
  { name: 'Cash', account_type: 'CASH', initial_balance: 300 },
  { name: 'Card', account_type: 'CREDIT', initial_balance: -500 },
  { name: 'Economii', account_type: 'SAVINGS', initial_balance: 10000 },
  { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 5000 },
];
const EXPENSES: [string, string][] = [
  ['NUTRITIE', 'Cumpărături alimentare'], ['NUTRITIE', 'Cafenele'], ['TRANSPORT', 'Combustibil'], ['LOCUINTA', 'Chirie'],
  ['SANATATE', 'Medicamente'], ['TIMP_LIBER', 'Hobby-uri'], ['TRANSPORT', 'Transport public'], ['LOCUINTA', 'Utilități'],
];

const isoDay = (epochDay: number): string => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);

/** Five years of rows (2021-12-01 to 2026-11-20, before the done rows' today) in the user's accounts. */
function ledger(userId: string, accounts: string[], total: number, seed: number): Row[] {
  const next = seeded(seed);
  const first = Date.UTC(2021, 11, 1) / 86_400_000;
  const days = Date.UTC(2026, 10, 20) / 86_400_000 - first;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const rows: Row[] = [];
  for (let i = 0; i < total; i++) {
    const roll = next();
    const type = roll < 0.6 ? 'EXPENSE' : roll < 0.75 ? 'INCOME' : roll < 0.88 ? 'SAVING' : 'TRANSFER';
    const s = next();
    const status = s < 0.2 ? null : s < 0.8 ? 'COMPLETED' : s < 0.9 ? 'MODIFIED' : 'SKIPPED';
    const amount = (Math.floor(next() * 300_000) + 1) / 1000;
    const from = pick(accounts);
    const [category, subcategory] = type === 'EXPENSE' ? pick(EXPENSES) : type === 'INCOME' ? ['VENITURI', 'Salariu'] : type === 'SAVING' ? ['ECONOMII', 'Fond general'] : ['TRANSFER', null];
    rows.push({
      user_id: userId,
      type,
      amount,
      actual_amount: status === 'MODIFIED' ? Math.round(amount * 1100) / 1000 : null,
      execution_status: status,
      unplanned: type === 'EXPENSE' && status === 'COMPLETED' && next() < 0.2,
      date: isoDay(first + Math.floor(next() * days)),
      category,
      subcategory,
      account_id: from,
      to_account_id: type === 'TRANSFER' ? pick(accounts.filter((a) => a !== from)) : null,
    });
  }
  return rows;
}

async function run(backend: Backend): Promise<{ backend: string; results: Timing[] }> {
  const bench = await startBenchServerProcess(backend, EMAILS);
  const { server } = bench;
  try {
    const users = await signUp(server, EMAILS);
    const headersOf = (token: string) => ({ apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' });
    let chosen: string[] = [];
    for (const [i, user] of users.entries()) {
      const accounts = await json<{ id: string }[]>(
        await fetch(`${server.url}/rest/v1/user_accounts?select=id`, {
          method: 'POST',
          headers: headersOf(user.token),
          body: JSON.stringify(ACCOUNTS.map((a, order) => ({ ...a, display_order: order + 1, included_in_total: a.account_type !== 'INVESTMENT' }))),
        }),
      );
      const ids = accounts.map((a) => a.id);
      if (i === 0) chosen = ids.slice(0, 2);
      await insertRows(server, 'transactions', ledger(user.id, ids, i === 0 ? LEDGER_ROWS : OTHER_USER_ROWS, 27 + i));
    }
    await bench.analyze();
    const headers = headersOf(users[0]?.token ?? '');
    const rpc = (name: string, body: unknown) => () => request(`${server.url}/rest/v1/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const years = { from_month: FROM, to_month: TO };
    const two = { ...years, account_ids: chosen };
    // The figures are there: five years of months, with money in them.
    const flow = await json<{ month: string; expenses: number }[]>(await rpc('report_cash_flow', years)());
    if (flow.length !== 60 || !flow.every((m) => m.expenses > 0)) throw new Error('the cash flow is not five full years');
    const results = [
      await measure('cash flow, 60 months, every account (report_cash_flow)', rpc('report_cash_flow', years)),
      await measure('cash flow, 60 months, two accounts', rpc('report_cash_flow', two)),
      await measure('spending by category, 60 months (report_spending_by_category)', rpc('report_spending_by_category', years)),
      await measure('spending of one category by subcategory, 60 months, two accounts', rpc('report_spending_by_category', { ...two, of_category: 'NUTRITIE' })),
      await measure('plan vs actual, 60 months (report_plan_vs_actual)', rpc('report_plan_vs_actual', years)),
      await measure('net worth, 60 months, every account (report_net_worth)', rpc('report_net_worth', years)),
      await measure('net worth, 60 months, two accounts', rpc('report_net_worth', two)),
      await measure(`calendar of ${CALENDAR_MONTH}, every account (report_calendar)`, rpc('report_calendar', { month: CALENDAR_MONTH })),
      await measure(`calendar of ${CALENDAR_MONTH}, two accounts (the month's rows)`, rpc('report_calendar', { month: CALENDAR_MONTH, account_ids: chosen })),
    ];
    return { backend, results };
  } finally {
    await bench.stop();
  }
}

const runs: Awaited<ReturnType<typeof run>>[] = [];
for (const backend of BACKENDS) runs.push(await run(backend));
report('reports-rpc.json', { users: USERS, rowsForMeasuredUser: LEDGER_ROWS, period: `${FROM} to ${TO}` }, runs);
