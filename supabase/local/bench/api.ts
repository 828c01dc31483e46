/**
 * `npm run bench:api`: p50/p95 over HTTP of the app's hottest calls with 100,000 transactions for
 * one user among ten, on PGlite and on PostgreSQL 15. Figures, not pass/fail; the JSON goes to
 * bench-results/api.json at the repo root.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startLocalSupabase, type LocalSupabase } from '../src/index';
import { SUPABASE_DIR } from '../src/db/migrate';
import { startPg15 } from '../test/support/pg15';

const USERS = 10;
const BIG_USER_ROWS = 100_000;
const OTHER_USER_ROWS = 1_000;
const WARMUP = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const CATEGORIES = ['NUTRITIE', 'TRANSPORT', 'LOCUINTA', 'TIMP_LIBER', 'SANATATE', 'VENITURI', 'ECONOMII'];

type Row = Record<string, string | number | null>;

function rowsFor(userId: string, n: number, seed: number): Row[] {
  let state = seed;
  const next = (): number => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
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

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function prepare(server: LocalSupabase): Promise<string> {
  const tokens: { id: string; token: string }[] = [];
  for (let i = 0; i < USERS; i++) {
    const session = await json<{ access_token: string; user: { id: string } }>(
      await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench${i}@bench.buget.ro`, password: 'Bench#Parola2026' }),
      }),
    );
    tokens.push({ id: session.user.id, token: session.access_token });
  }
  const insert = async (rows: Row[]): Promise<void> => {
    const response = await fetch(`${server.url}/rest/v1/transactions`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(rows),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  };
  for (const [i, user] of tokens.entries()) {
    const all = rowsFor(user.id, i === 0 ? BIG_USER_ROWS : OTHER_USER_ROWS, 17 + i);
    for (let at = 0; at < all.length; at += 5000) await insert(all.slice(at, at + 5000));
  }
  return tokens[0]?.token ?? '';
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(name: string, call: () => Promise<Response>): Promise<{ name: string; p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const start = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function run(backend: 'pglite' | 'postgres'): Promise<{ backend: string; results: { name: string; p50: number; p95: number }[] }> {
  const env = { BETA_ALLOWLIST: Array.from({ length: USERS }, (_, i) => `bench${i}@bench.buget.ro`).join(','), GOTRUE_MAILER_AUTOCONFIRM: 'true' };
  let server: LocalSupabase;
  let cleanup: () => Promise<void>;
  let analyze: () => Promise<void> = async () => undefined;
  if (backend === 'postgres') {
    const cluster = await startPg15();
    server = await startLocalSupabase({ port: 0, databaseUrl: cluster.url, env });
    cleanup = () => cluster.stop();
    analyze = async () => {
      // What autovacuum would do shortly after a bulk load; the bench should not measure its absence.
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      await client.query('vacuum analyze public.transactions');
      await client.end();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'buget-bench-'));
    server = await startLocalSupabase({ port: 0, dataDir: dir, env });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    const loadStart = performance.now();
    const token = await prepare(server);
    await analyze();
    console.error(`[${backend}] loaded ${BIG_USER_ROWS + (USERS - 1) * OTHER_USER_ROWS} rows in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);
    const headers = { apikey: server.anonKey, authorization: `Bearer ${token}` };
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
    return { backend, results };
  } finally {
    await server.close();
    await cleanup();
  }
}

const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const report: { backend: string; results: { name: string; p50: number; p95: number }[] }[] = [];
for (const backend of backends) report.push(await run(backend));

console.log(`\n${'backend'.padEnd(10)} ${'call'.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
for (const { backend, results } of report) {
  for (const r of results) console.log(`${backend.padEnd(10)} ${r.name.padEnd(42)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)}`);
}
const outDir = path.resolve(SUPABASE_DIR, '..', 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'api.json'),
  JSON.stringify({ date: new Date().toISOString(), users: USERS, rowsForMeasuredUser: BIG_USER_ROWS, rowsPerOtherUser: OTHER_USER_ROWS, runs: RUNS, report }, null, 2),
);
console.log(`\nwrote ${path.join(outDir, 'api.json')}`);
