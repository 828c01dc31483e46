/**
 * What every API benchmark shares: the real server on PGlite or PostgreSQL 15 with a fresh
 * database, users signed up through the auth API, rows bulk-inserted through REST with the
 * service role, p50/p95 of a call over HTTP, and the report written to bench-results/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startLocalSupabase, type LocalSupabase } from '../../src/index';
import { SUPABASE_DIR } from '../../src/db/migrate';
import { startPg15 } from '../../test/support/pg15';

export type Backend = 'pglite' | 'postgres';
export type Row = Record<string, string | number | boolean | null>;
export type Timing = { name: string; p50: number; p95: number };
type BenchServer = {
  server: LocalSupabase;
  /** What autovacuum would do shortly after a bulk load (PostgreSQL; PGlite has no autovacuum). */
  analyze(): Promise<void>;
  stop(): Promise<void>;
};

/** Every benchmark user's password (signUp). */
export const BENCH_PASSWORD = 'Bench#Parola2026';
const WARMUP = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
export const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as Backend[];

/** A deterministic pseudo-random source in [0, 1), so every run loads the same rows. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** `env` adds settings, e.g. SITE_URL for a browser benchmark's app origin (CORS). */
export async function startBenchServer(backend: Backend, emails: string[], extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const env = { BETA_ALLOWLIST: emails.join(','), GOTRUE_MAILER_AUTOCONFIRM: 'true', ...extraEnv };
  if (backend === 'postgres') {
    const cluster = await startPg15();
    const server = await startLocalSupabase({ port: 0, databaseUrl: cluster.url, env });
    return {
      server,
      async analyze() {
        const client = new pg.Client({ connectionString: cluster.url });
        await client.connect();
        await client.query('vacuum analyze public.transactions');
        await client.query('vacuum analyze private.transaction_daily_totals');
        await client.query('vacuum analyze private.account_daily_totals');
        await client.query('vacuum analyze private.account_monthly_totals');
        await client.query('vacuum analyze private.category_monthly_totals');
        await client.query('vacuum analyze public.user_accounts');
        await client.end();
      },
      async stop() {
        await server.close();
        await cluster.stop();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'buget-bench-'));
  const server = await startLocalSupabase({ port: 0, dataDir: dir, env });
  return {
    server,
    analyze: async () => undefined,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs each address up (auto-confirmed) and returns its user id and access token, in order. */
export async function signUp(server: LocalSupabase, emails: string[]): Promise<{ id: string; token: string }[]> {
  const users: { id: string; token: string }[] = [];
  for (const email of emails) {
    const session = await json<{ access_token: string; user: { id: string } }>(
      await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: BENCH_PASSWORD }),
      }),
    );
    users.push({ id: session.user.id, token: session.access_token });
  }
  return users;
}

/** Inserts rows through REST with the service role, 5,000 a request. */
export async function insertRows(server: LocalSupabase, table: string, rows: Row[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 5000) {
    const response = await fetch(`${server.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(rows.slice(at, at + 5000)),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** p50 and p95 of RUNS calls after WARMUP, each timed until its whole body is read. */
export async function measure(name: string, call: () => Promise<Response>): Promise<Timing> {
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

/** Prints the table and writes bench-results/<file> at the repo root. */
export function report(file: string, details: Record<string, unknown>, results: { backend: string; results: Timing[] }[]): void {
  console.log(`\n${'backend'.padEnd(10)} ${'call'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const { backend, results: timings } of results) {
    for (const r of timings) console.log(`${backend.padEnd(10)} ${r.name.padEnd(48)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)}`);
  }
  const outDir = path.resolve(SUPABASE_DIR, '..', 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, file), JSON.stringify({ date: new Date().toISOString(), ...details, runs: RUNS, report: results }, null, 2));
  console.log(`\nwrote ${path.join(outDir, file)}`);
}
