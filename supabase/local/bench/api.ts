/**
 * `npm run bench:api`: p50/p95 over HTTP of the app's hottest calls with 100,000 transactions for
 * one user among ten, on PGlite and on PostgreSQL 15, and of saving the balance start date. Figures, not pass/fail; the JSON goes to
 * bench-results/api.json at the repo root.
 */
import { performance } from 'node:perf_hooks';
import { BACKENDS, insertRows, measure, report, seeded, signUp, startBenchServer, type Backend, type Row, type Timing } from './support/bench-server';

const USERS = 10;
const BIG_USER_ROWS = 100_000;
const OTHER_USER_ROWS = 1_000;
const CATEGORIES = ['NUTRITIE', 'TRANSPORT', 'LOCUINTA', 'TIMP_LIBER', 'SANATATE', 'VENITURI', 'ECONOMII'];
const EMAILS = Array.from({ length: USERS }, (_, i) => `bench${i}@bench.buget.ro`);

function rowsFor(userId: string, n: number, seed: number): Row[] {
  const next = seeded(seed);
  return Array.from({ length: n }, () => {
    const category = CATEGORIES[Math.floor(next() * CATEGORIES.length)] ?? 'NUTRITIE';
    const type = category === 'VENITURI' ? 'INCOME' : category === 'ECONOMII' ? 'SAVING' : 'EXPENSE';
    const day = new Date(Date.UTC(2016, 0, 1) + Math.floor(next() * 3650) * 86_400_000).toISOString().slice(0, 10);
    return {
      user_id: userId,
      type,
      amount: (Math.floor(next() * 500_000) + 1) / 1000,
      actual_amount: null,
      execution_status: next() < 0.8 ? 'COMPLETED' : null,
      date: day,
      category,
      subcategory: 'General',
      description: null,
    };
  });
}

async function run(backend: Backend): Promise<{ backend: string; results: Timing[] }> {
  const bench = await startBenchServer(backend, EMAILS);
  const { server } = bench;
  try {
    const loadStart = performance.now();
    const users = await signUp(server, EMAILS);
    for (const [i, user] of users.entries()) await insertRows(server, 'transactions', rowsFor(user.id, i === 0 ? BIG_USER_ROWS : OTHER_USER_ROWS, 17 + i));
    await bench.analyze();
    console.error(`[${backend}] loaded ${BIG_USER_ROWS + (USERS - 1) * OTHER_USER_ROWS} rows in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);
    const headers = { apikey: server.anonKey, authorization: `Bearer ${users[0]?.token ?? ''}` };
    const rest = `${server.url}/rest/v1`;
    const results = [
      await measure('first list page (10 rows by date)', () => fetch(`${rest}/transactions?select=*&order=date.desc,id.desc&offset=0&limit=10`, { headers })),
      await measure('filtered page (category, month, 10 rows)', () =>
        fetch(`${rest}/transactions?select=*&category=eq.NUTRITIE&date=gte.2020-03-01&date=lte.2020-03-31&order=date.desc&limit=10`, { headers }),
      ),
      await measure('available balance (rpc)', () => fetch(`${rest}/rpc/get_available_balance`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' })),
      await measure('insert one transaction', () =>
        fetch(`${rest}/transactions?select=*`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', prefer: 'return=representation' },
          body: JSON.stringify({ type: 'EXPENSE', amount: 42.5, date: '2026-01-15', category: 'NUTRITIE', subcategory: 'Supermarket' }),
        }),
      ),
    ];
    // The balance start date (issue 13 point 4): saving it rebuilds nothing (the balances filter
    // the per-day totals by it when they read them), and the balance read after it.
    let flip = 0;
    const rpc = (name: string, body: unknown) => fetch(`${rest}/rpc/${name}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    results.push(await measure('save the balance start date (rpc)', () => rpc('save_user_settings', { patch: { balanceStartDate: (flip++ % 2 === 0 ? '2019-01-01' : '2021-06-01') } })));
    results.push(await measure('available balance from a start date (rpc)', () => rpc('get_available_balance', {})));
    return { backend, results };
  } finally {
    await bench.stop();
  }
}

const results: { backend: string; results: Timing[] }[] = [];
for (const backend of BACKENDS) results.push(await run(backend));
report('api.json', { users: USERS, rowsForMeasuredUser: BIG_USER_ROWS, rowsPerOtherUser: OTHER_USER_ROWS }, results);
