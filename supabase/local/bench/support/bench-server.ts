/**
 * What every benchmark shares: the real server on PGlite or PostgreSQL 15 with a fresh database,
 * in a process of its own as `npm run supabase` runs it, users signed up
 * through the auth API, rows bulk-inserted through REST with the service role, p50/p95 of a call
 * over HTTP, and the report written to bench-results/.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { LocalSupabase } from '../../src/index';
import { SUPABASE_DIR } from '../../src/db/migrate';
import { startPg15 } from '../../test/support/pg15';

export type Backend = 'pglite' | 'postgres';
export type Row = Record<string, string | number | boolean | null>;
export type Timing = { name: string; p50: number; p95: number; runs: number };
/** What a benchmark needs of a server it reaches only over HTTP. */
export type ServerAddress = Pick<LocalSupabase, 'url' | 'anonKey' | 'serviceRoleKey'>;
type BenchServer = {
  server: ServerAddress;
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

/**
 * What autovacuum and the checkpointer would do shortly after a bulk load (PostgreSQL; PGlite has
 * neither), so the first calls measured do not share the disk with them.
 */
async function analyzeTotals(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const table of ['public.transactions', 'private.transaction_daily_totals', 'private.transaction_cell_totals', 'private.account_daily_totals', 'private.account_monthly_totals', 'private.category_monthly_totals', 'public.user_accounts']) {
    await client.query(`vacuum analyze ${table}`);
  }
  await client.query('checkpoint');
  await client.end();
}

const LOCAL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The server in a process of its own (src/main.ts, as `npm run supabase` starts it), so the
 * timings are the server's: in the benchmark's process, its event loop also ran the client's
 * side of every call (and the browser benchmarks' seeding and Playwright). `extraEnv` adds
 * settings, e.g. SITE_URL for a browser benchmark's app origin (CORS).
 */
export async function startBenchServerProcess(backend: Backend, emails: string[], extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const cluster = backend === 'postgres' ? await startPg15() : null;
  const dir = cluster ? null : mkdtempSync(path.join(tmpdir(), 'buget-bench-'));
  const env = {
    ...process.env,
    BETA_ALLOWLIST: emails.join(','),
    GOTRUE_MAILER_AUTOCONFIRM: 'true',
    SUPABASE_LOCAL_PORT: '0',
    ...(cluster ? { DATABASE_URL: cluster.url } : { SUPABASE_LOCAL_DATA_DIR: dir ?? '' }),
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: LOCAL_DIR, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  const started = new Promise<{ url: string; anonKey: string; serviceRoleKey: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server stopped (${String(code)}) before it started:\n${output}`)));
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const field = (label: string): string | undefined => new RegExp(`${label}:\\s+(\\S+)`).exec(output)?.[1];
      const [url, anonKey, serviceRoleKey] = [field('API URL'), field('anon key'), field('service key')];
      if (url && anonKey && serviceRoleKey) resolve({ url, anonKey, serviceRoleKey });
    });
  });
  const server = await started;
  return {
    server,
    async analyze() {
      if (cluster) await analyzeTotals(cluster.url);
    },
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      await cluster?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function json<T>(response: Response | Answer): Promise<T> {
  const text = response instanceof Response ? await response.text() : response.body;
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Signs each address up (auto-confirmed) and returns its user id and access token, in order. */
export async function signUp(server: ServerAddress, emails: string[]): Promise<{ id: string; token: string }[]> {
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
export async function insertRows(server: ServerAddress, table: string, rows: Row[]): Promise<void> {
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

/** An answer read whole by request(). */
export type Answer = { ok: boolean; status: number; body: string };

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One HTTP call on a kept-alive connection with node:http, its body read whole: a leaner client
 * than fetch (undici), whose own work (about 0.4 ms a call here) is not the server's.
 */
export function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: keepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** p50 and p95 of `runs` calls (BENCH_RUNS, 300 by default) after WARMUP, each timed until its whole body is read. */
export async function measure(name: string, call: () => Promise<Response | Answer>, runs = RUNS): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + runs; i++) {
    const start = performance.now();
    const response = await call();
    if (response instanceof Response) await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), runs };
}

/** Prints the table and writes bench-results/<file> at the repo root. */
export function report(file: string, details: Record<string, unknown>, results: { backend: string; results: Timing[] }[]): void {
  console.log(`\n${'backend'.padEnd(10)} ${'call'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const { backend, results: timings } of results) {
    for (const r of timings) console.log(`${backend.padEnd(10)} ${r.name.padEnd(48)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)}`);
  }
  writeResult(file, { ...details, report: results });
}

/** Writes bench-results/<file> at the repo root: the date and the figures. */
export function writeResult(file: string, figures: Record<string, unknown>): void {
  const outDir = path.resolve(SUPABASE_DIR, '..', 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, file), JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2));
  console.log(`\nwrote ${path.join(outDir, file)}`);
}
