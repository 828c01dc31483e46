/**
 * `npm run bench:api`: p50/p95 over HTTP of the app's hottest calls with 100,000 transactions for
 * one user among ten, on PGlite and on PostgreSQL 15, and of saving the balance start date. The
 * measured user's rows are spread over five accounts (one not counted in the total, a credit
 * card, balance starts of their own), one in twenty a transfer between two of them and half of
 * the savings into the investment account, so the available balance (get_available_balance) and
 * each account's balance (get_account_balances) read the per-account daily totals of a real
 * ledger (issue 22). Two currencies (issue 26): the savings account is in EUR, with a BNR rate
 * for every weekday of the ten years, so the header, the accounts and the month grid convert;
 * a transfer or saving between EUR and lei carries the amount received. The server runs in its
 * own process and the calls go through node:http on a kept-alive connection, so the figures are
 * the server's (issue 22's p95 target), not the benchmark's fetch; 1,000 calls a figure, since
 * with 300 one burst of this machine's neighbours moved a p95 of a few milliseconds by one.
 * Figures, not pass/fail; the JSON goes to bench-results/api.json at the repo root.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BACKENDS, insertRows, measure as measureRuns, report, request, seeded, signUp, startBenchServerProcess, type Backend, type Row, type Timing } from './support/bench-server';

const USERS = 10;
const BIG_USER_ROWS = 100_000;
const OTHER_USER_ROWS = 1_000;
const CATEGORIES = ['NUTRITIE', 'TRANSPORT', 'LOCUINTA', 'TIMP_LIBER', 'SANATATE', 'VENITURI', 'ECONOMII'];
const EMAILS = Array.from({ length: USERS }, (_, i) => `bench${i}@bench.buget.ro`);
/** The measured user's accounts; the first is the default, the third is not counted in the total. */
const ACCOUNTS = [
  { name: 'Bancă', account_type: 'CHECKING', initial_balance: 2450.75, included_in_total: true, balance_start_date: '2016-01-01' },
  { name: 'Cash', account_type: 'CASH', initial_balance: 180, included_in_total: true, balance_start_date: '2016-01-01' },
  { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 5000, included_in_total: false, balance_start_date: '2016-01-01' },
  { name: 'Card credit', account_type: 'CREDIT', initial_balance: -300, included_in_total: true, balance_start_date: '2018-01-01' },
  { name: 'Economii', account_type: 'SAVINGS', initial_balance: 1000, included_in_total: true, balance_start_date: null, currency: 'EUR' },
] as const;
/** Lei per euro in the benchmark's rates (one a weekday), and the factor a cross-currency row's amount received uses. */
const EUR_RATE = 5;

/** A BNR rate for every weekday from 2016 through 2026. */
function eurRates(): Row[] {
  const rates: Row[] = [];
  for (let t = Date.UTC(2016, 0, 1); t <= Date.UTC(2026, 11, 31); t += 86_400_000) {
    const day = new Date(t);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    rates.push({ currency: 'EUR', date: day.toISOString().slice(0, 10), rate: EUR_RATE + (day.getUTCDate() % 10) / 100 });
  }
  return rates;
}
const TRANSFER_SHARE = 0.05;
/** Calls a figure (BENCH_RUNS overrides). */
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);

/** Accounts for a user, with their ids chosen here so the rows can name them. */
function accountsFor(userId: string, count: number): Row[] {
  return ACCOUNTS.slice(0, count).map((a, i) => ({ id: randomUUID(), user_id: userId, currency: 'RON', ...a, display_order: i + 1, is_active: true }));
}

function rowsFor(userId: string, n: number, seed: number, accountIds: string[], currencies: string[]): Row[] {
  const next = seeded(seed);
  const currencyOf = (id: string | null) => currencies[accountIds.indexOf(id ?? '')] ?? 'RON';
  // Between EUR and lei, what reached the other account (the bank's rate, about BNR's).
  const received = (amount: number, from: string, to: string | null): Row =>
    to === null || currencyOf(from) === currencyOf(to)
      ? {}
      : { to_amount: Math.max(0.001, Math.round((currencyOf(from) === 'EUR' ? amount * EUR_RATE : amount / EUR_RATE) * 1000) / 1000) };
  const pickAccount = (): string => accountIds[Math.floor(next() * accountIds.length)] ?? '';
  const investment = accountIds[2];
  return Array.from({ length: n }, () => {
    const day = new Date(Date.UTC(2016, 0, 1) + Math.floor(next() * 3650) * 86_400_000).toISOString().slice(0, 10);
    const amount = (Math.floor(next() * 500_000) + 1) / 1000;
    const status = next() < 0.8 ? 'COMPLETED' : null;
    const base = { user_id: userId, amount, actual_amount: null, execution_status: status, date: day, description: null };
    if (accountIds.length > 1 && next() < TRANSFER_SHARE) {
      const from = pickAccount();
      const others = accountIds.filter((id) => id !== from);
      const to = others[Math.floor(next() * others.length)] ?? '';
      return { ...base, type: 'TRANSFER', category: 'TRANSFER', subcategory: null, account_id: from, to_account_id: to, to_amount: null, ...received(amount, from, to) };
    }
    const category = CATEGORIES[Math.floor(next() * CATEGORIES.length)] ?? 'NUTRITIE';
    const type = category === 'VENITURI' ? 'INCOME' : category === 'ECONOMII' ? 'SAVING' : 'EXPENSE';
    const from = pickAccount();
    const into = type === 'SAVING' && investment !== undefined && from !== investment && next() < 0.5 ? investment : null;
    return { ...base, type, category, subcategory: 'General', account_id: from, to_account_id: into, to_amount: null, ...received(amount, from, into) };
  });
}

const measure = (name: string, call: Parameters<typeof measureRuns>[1]) => measureRuns(name, call, RUNS);

async function run(backend: Backend): Promise<{ backend: string; results: Timing[] }> {
  const bench = await startBenchServerProcess(backend, EMAILS);
  const { server } = bench;
  try {
    const loadStart = performance.now();
    const users = await signUp(server, EMAILS);
    await insertRows(server, 'exchange_rates', eurRates());
    for (const [i, user] of users.entries()) {
      // Five accounts for the measured user, one for each of the others.
      const accounts = accountsFor(user.id, i === 0 ? ACCOUNTS.length : 1);
      await insertRows(server, 'user_accounts', accounts);
      await insertRows(server, 'transactions', rowsFor(user.id, i === 0 ? BIG_USER_ROWS : OTHER_USER_ROWS, 17 + i, accounts.map((a) => String(a.id)), accounts.map((a) => String(a.currency))));
    }
    await bench.analyze();
    console.error(`[${backend}] loaded ${BIG_USER_ROWS + (USERS - 1) * OTHER_USER_ROWS} rows in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);
    const headers = { apikey: server.anonKey, authorization: `Bearer ${users[0]?.token ?? ''}` };
    const rest = `${server.url}/rest/v1`;
    const results = [
      await measure('first list page (10 rows by date)', () => request(`${rest}/transactions?select=*&order=date.desc,id.desc&offset=0&limit=10`, { headers })),
      await measure('filtered page (category, month, 10 rows)', () =>
        request(`${rest}/transactions?select=*&category=eq.NUTRITIE&date=gte.2020-03-01&date=lte.2020-03-31&order=date.desc&limit=10`, { headers }),
      ),
      await measure('available balance, 5 accounts (get_available_balance)', () => request(`${rest}/rpc/get_available_balance`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' })),
      await measure("each account's balance, 5 accounts (get_account_balances)", () => request(`${rest}/rpc/get_account_balances`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' })),
      await measure('month grid, two currencies (get_month_grid)', () => request(`${rest}/rpc/get_month_grid`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ month: '2025-06' }) })),
      await measure('insert one transaction', () =>
        request(`${rest}/transactions?select=*`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', prefer: 'return=representation' },
          body: JSON.stringify({ type: 'EXPENSE', amount: 42.5, date: '2026-01-15', category: 'NUTRITIE', subcategory: 'Supermarket' }),
        }),
      ),
    ];
    // The balance start date (issue 13 point 4): saving it rebuilds nothing (the balances filter
    // the per-day totals by it when they read them), and the balance read after it.
    let flip = 0;
    const rpc = (name: string, body: unknown) => request(`${rest}/rpc/${name}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    results.push(await measure('save the balance start date (rpc)', () => rpc('save_user_settings', { patch: { balanceStartDate: (flip++ % 2 === 0 ? '2019-01-01' : '2021-06-01') } })));
    results.push(await measure('available balance from a start date (get_available_balance)', () => rpc('get_available_balance', {})));
    results.push(await measure("accounts' balances from a start date (get_account_balances)", () => rpc('get_account_balances', {})));
    return { backend, results };
  } finally {
    await bench.stop();
  }
}

const results: { backend: string; results: Timing[] }[] = [];
for (const backend of BACKENDS) results.push(await run(backend));
report('api.json', { users: USERS, rowsForMeasuredUser: BIG_USER_ROWS, accountsForMeasuredUser: ACCOUNTS.length, currencies: ['RON', 'EUR'], transferShare: TRANSFER_SHARE, rowsPerOtherUser: OTHER_USER_ROWS }, results);
