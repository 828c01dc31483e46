/**
 * `npm run bench:fairness` (issue 24 point 10): how long one user's heavy requests hold a second
 * user's one-row read, on PGlite (one statement at a time) and on PostgreSQL 15. User A holds
 * 100,000 transactions (BENCH_ROWS); while A restores them from a backup in "înlocuiește tot"
 * mode (apply_restore, a slice a call until done), deletes all of them (delete_user_data, a slice a call,
 * as delete_account does) and creates a daily series of a few thousand occurrences, user B reads
 * one account row over and over. Each figure is the operation's own time and B's longest and
 * p95 wait while it ran. The server runs in its own process; B's reads go through node:http, a
 * connection each. Figures, not pass/fail: bench-results/fairness.json.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import http from 'node:http';
import { RESTORE_PART_ROWS } from '../../../shared-domain/src/profile/backup-schema';
import { BACKENDS, insertRows, json, seeded, signUp, startBenchServerProcess, writeResult, type Backend, type Row, type ServerAddress } from './support/bench-server';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CATEGORIES = ['NUTRITIE', 'TRANSPORT', 'LOCUINTA', 'TIMP_LIBER', 'SANATATE'];
const EMAILS = ['fairness-a@bench.buget.ro', 'fairness-b@bench.buget.ro'];

type Figure = { operation: string; ms: number; calls: number; reads: number; longestReadMs: number; p95ReadMs: number };

/** Ten years of expenses and incomes of one user, with their ids. */
function ledger(userId: string): Row[] {
  const next = seeded(7);
  const today = Date.now();
  return Array.from({ length: ROWS }, (_, i) => ({
    id: randomUUID(),
    user_id: userId,
    type: i % 10 === 0 ? 'INCOME' : 'EXPENSE',
    amount: (Math.round(next() * 50_000) + 100) / 100,
    date: new Date(today - Math.floor(next() * 3600) * 86_400_000).toISOString().slice(0, 10),
    category: i % 10 === 0 ? 'VENITURI' : (CATEGORIES[i % CATEGORIES.length] ?? 'NUTRITIE'),
    execution_status: 'COMPLETED',
  }));
}

/** B's reads, one after another (a connection each), until stop() gives their times. */
function readAlong(server: ServerAddress, token: string): () => Promise<number[]> {
  const url = `${server.url}/rest/v1/user_accounts?select=id&limit=1`;
  const times: number[] = [];
  let running = true;
  const readOnce = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(url, { agent: false, headers: { apikey: server.anonKey, authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`B's read: HTTP ${String(res.statusCode)}`))));
      });
      req.on('error', reject);
      req.end();
    });
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      await readOnce();
      times.push(performance.now() - start);
    }
  })();
  // Held until stop(): a failed read fails the figure there, not the process before it.
  loop.catch(() => undefined);
  return async () => {
    running = false;
    await loop;
    return times;
  };
}

async function rpc<T>(server: ServerAddress, token: string, name: string, body: unknown): Promise<T> {
  return json<T>(
    await fetch(`${server.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** Runs A's operation while B reads; the operation returns how many calls it made. */
async function whileBReads(server: ServerAddress, bToken: string, operation: string, run: () => Promise<number>): Promise<Figure> {
  const stop = readAlong(server, bToken);
  const start = performance.now();
  const calls = await run();
  const ms = performance.now() - start;
  const reads = (await stop()).sort((x, y) => x - y);
  const figure = {
    operation,
    ms: Math.round(ms),
    calls,
    reads: reads.length,
    longestReadMs: Math.round(reads.at(-1) ?? 0),
    p95ReadMs: Math.round(reads[Math.max(0, Math.ceil(reads.length * 0.95) - 1)] ?? 0),
  };
  console.log(`  ${operation}: ${figure.ms} ms in ${calls} call(s); B's ${reads.length} reads: longest ${figure.longestReadMs} ms, p95 ${figure.p95ReadMs} ms`);
  return figure;
}

async function runBackend(backend: Backend): Promise<Figure[]> {
  console.log(`\n${backend}`);
  const bench = await startBenchServerProcess(backend, EMAILS);
  try {
    const { server } = bench;
    const [a, b] = await signUp(server, EMAILS);
    if (!a || !b) throw new Error('sign-up failed');
    await insertRows(server, 'user_accounts', [{ user_id: b.id, name: 'Banca B', display_order: 1 }]);
    const seedStart = performance.now();
    await insertRows(server, 'transactions', ledger(a.id));
    console.log(`  seeded ${ROWS} rows in ${Math.round(performance.now() - seedStart)} ms`);
    await bench.analyze();
    const figures: Figure[] = [];

    // A restore of the same rows, replacing them: read as the backup reads them (backup_transactions,
    // every column), staged in parts, then apply_restore until done.
    const backup: Row[] = [];
    for (;;) {
      const last = backup.at(-1);
      const page = await rpc<Row[]>(server, a.token, 'backup_transactions', last ? { after_date: last.date, after_id: last.id } : {});
      if (page.length === 0) break;
      backup.push(...page);
    }
    const upload = randomUUID();
    for (let part = 0; part * RESTORE_PART_ROWS < backup.length; part++) {
      const staged = backup.slice(part * RESTORE_PART_ROWS, (part + 1) * RESTORE_PART_ROWS).map(({ user_id: _owner, ...row }) => row);
      await fetch(`${server.url}/rest/v1/restore_parts`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${a.token}`, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify({ upload_id: upload, part, kind: 'transactions', rows: staged }),
      }).then(async (r) => {
        if (!r.ok) throw new Error(`staging: ${r.status} ${await r.text()}`);
      });
    }
    figures.push(
      await whileBReads(server, b.token, `apply_restore until done, replace, ${ROWS} rows`, async () => {
        let calls = 0;
        for (let done = false; !done; calls++) done = (await rpc<{ done: boolean }>(server, a.token, 'apply_restore', { upload_id: upload, mode: 'replace' })).done;
        return calls;
      }),
    );

    // Everything of A deleted, a slice a call until done.
    figures.push(
      await whileBReads(server, b.token, `delete_user_data until done, ${ROWS} rows`, async () => {
        let calls = 0;
        for (let done = false; !done; calls++) done = (await rpc<{ done: boolean }[]>(server, a.token, 'delete_user_data', {}))[0]?.done ?? false;
        return calls;
      }),
    );

    // A daily series from ten years ago to today plus the longest look-ahead.
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 3640 * 86_400_000).toISOString().slice(0, 10);
    figures.push(
      await whileBReads(server, b.token, 'create_recurring_series, daily over ten years', async () => {
        await rpc(server, a.token, 'create_recurring_series', { type: 'EXPENSE', amount: 10, category: 'NUTRITIE', date: start, frequency: 'DAILY', lookahead_days: 3650, today });
        return 1;
      }),
    );
    return figures;
  } finally {
    await bench.stop();
  }
}

async function main() {
  const report: { backend: Backend; figures: Figure[] }[] = [];
  for (const backend of BACKENDS) report.push({ backend, figures: await runBackend(backend) });
  writeResult('fairness.json', { rows: ROWS, report });
}

await main();
