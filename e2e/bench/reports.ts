/**
 * `npm run bench:reports` (issue 27): Rapoarte over a 100,000-row ledger of five years. In
 * Chromium, the app served as `npm start` serves it over the local server on a fresh PGlite
 * database: navigation from another report to the drawn cash flow (its chart's canvas and its
 * table's 60 months on screen), a period change to the redrawn report, and the longest task of
 * each; then each report RPC's p50/p95 over HTTP on PostgreSQL 15 (and PGlite), from the local
 * server's `bench:reports-rpc`. Figures, not pass/fail: bench-results/reports.json.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT as ROOT } from '../../scripts/lib/apps';
import { startBenchApp } from './support/app-server';
import { launchChromium, signedInPage } from './support/browser';
import { insertTransactions } from './support/ledger';
import { writeBenchResult } from './support/results';

const LEDGER_ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const EMAIL = 'qa-reports-bench@buget.ro';
const WAIT_LIMIT_MS = 20_000;
const TARGETS = { navigationMs: 500, periodChangeMs: 200, longestTaskMs: 50, rpcP95Ms: 20 };

const step = (message: string) => console.log(`[bench:reports] ${new Date().toISOString().slice(11, 19)} ${message}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** Five years of rows up to yesterday: incomes, expenses in five categories, savings; every fifth still planned. */
function ledger(): Record<string, unknown>[] {
  const types = ['INCOME', 'EXPENSE', 'EXPENSE', 'EXPENSE', 'SAVING'];
  const cats = ['NUTRITIE', 'TRANSPORT', 'LOCUINTA', 'TIMP_LIBER', 'SANATATE'];
  const yesterday = Date.now() - 86_400_000;
  return Array.from({ length: LEDGER_ROWS }, (_, n) => {
    const type = types[n % types.length]!;
    return {
      type,
      amount: type === 'INCOME' ? 3000 + (n % 700) : 10 + ((n * 37) % 900) + (n % 7) / 10,
      category: type === 'INCOME' ? 'VENITURI' : type === 'SAVING' ? 'ECONOMII' : cats[n % cats.length]!,
      subcategory: type === 'EXPENSE' ? `Sub ${n % 3}` : null,
      date: new Date(yesterday - (n % 1825) * 86_400_000).toISOString().slice(0, 10),
      execution_status: n % 5 === 0 ? null : 'COMPLETED',
    };
  });
}

/** Runs `action` (page script text) and waits for `done` (an expression), timing it and the longest task in between. */
const timed = (action: string, done: string) => `(async () => {
  let longest = 0;
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) longest = Math.max(longest, e.duration); });
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  ${action};
  await new Promise((resolve, reject) => {
    const check = () => {
      if (${done}) resolve(undefined);
      else if (performance.now() - start > ${WAIT_LIMIT_MS}) reject(new Error('the report was not drawn'));
      else requestAnimationFrame(check);
    };
    check();
  });
  const ms = performance.now() - start;
  await new Promise((r) => setTimeout(r, 50));
  observer.disconnect();
  return { ms, longest };
})()`;

async function main() {
  step('starting the app and the local server (PGlite), building what is missing');
  const app = await startBenchApp({ emails: [EMAIL] });
  let browserFigures: Record<string, unknown>;
  try {
    const user = app.users[0]!;
    step(`seeding ${LEDGER_ROWS.toLocaleString('en')} rows`);
    const seedMs = await insertTransactions(user.db, ledger());
    const browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ro-RO', timezoneId: 'Europe/Bucharest' });
    const page = await signedInPage(context, app, user);
    const base = app.appUrl;
    const now = Date.now();
    // Five years ending `back` months ago: each navigation reads a period the cache does not hold.
    const period = (back: number) => {
      const to = new Date(now);
      to.setUTCDate(1);
      to.setUTCMonth(to.getUTCMonth() - back);
      const from = new Date(to);
      from.setUTCMonth(from.getUTCMonth() - 59);
      return `?perioada=interval&de_la=${monthKey(from.getTime())}&pana_la=${monthKey(to.getTime())}`;
    };
    await page.goto(`${base}/reports/flux${period(10)}`);
    await page.getByTestId('cash-flow-chart').locator('canvas').waitFor({ timeout: 60_000 });

    step('navigation');
    const navigation: { ms: number; longest: number }[] = [];
    for (let i = 0; i < 5; i += 1) {
      await page.goto(`${base}/reports/avere${period(i)}`);
      await page.getByTestId('net-worth-chart').locator('canvas').waitFor();
      await page.waitForLoadState('networkidle');
      navigation.push(
        (await page.evaluate(
          timed(
            `[...document.querySelectorAll('.rep-nav__link')].find((a) => a.textContent === 'Flux de numerar').click()`,
            `document.querySelector('[data-testid=cash-flow-chart] canvas') && document.querySelectorAll('[data-testid=cash-flow-table] tbody tr').length === 60`,
          ),
        )) as { ms: number; longest: number },
      );
    }

    step('period changes');
    await page.goto(`${base}/reports/flux`);
    await page.getByTestId('cash-flow-chart').locator('canvas').waitFor();
    await page.waitForLoadState('networkidle');
    const changes: { ms: number; longest: number }[] = [];
    for (const [value, months] of [['12l', 12], ['3l', 3], ['anul-trecut', 12], ['luna', 1], ['an', 12]] as const) {
      changes.push(
        (await page.evaluate(
          timed(
            `window.__canvas = document.querySelector('[data-testid=cash-flow-chart] canvas');
             const select = document.querySelector('.rep-scope__select');
             select.value = ${JSON.stringify(value)};
             select.dispatchEvent(new Event('change', { bubbles: true }))`,
            `document.querySelectorAll('[data-testid=cash-flow-table] tbody tr').length === ${months} && document.querySelector('[data-testid=cash-flow-chart] canvas') && document.querySelector('[data-testid=cash-flow-chart] canvas') !== window.__canvas`,
          ),
        )) as { ms: number; longest: number },
      );
      await page.waitForLoadState('networkidle');
    }
    await browser.close();
    browserFigures = {
      seedMs,
      navigationMs: Math.round(median(navigation.map((n) => n.ms))),
      navigationSamplesMs: navigation.map((n) => Math.round(n.ms)),
      periodChangeMs: Math.round(median(changes.map((c) => c.ms))),
      periodChangeSamplesMs: changes.map((c) => Math.round(c.ms)),
      longestTaskMs: Math.round(Math.max(0, ...navigation.map((n) => n.longest), ...changes.map((c) => c.longest))),
      longestTaskSamplesMs: { navigation: navigation.map((n) => Math.round(n.longest)), periodChange: changes.map((c) => Math.round(c.longest)) },
      // Timings stretch on a busy machine: the load average when the browser part ended.
      loadAverage: os.loadavg()[0],
    };
  } finally {
    await app.stop();
  }

  step('RPCs over HTTP (bench:reports-rpc)');
  const rpc = spawnSync('npm', ['run', 'bench:reports-rpc', '-w', '@buget/supabase-local'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_BACKENDS: process.env.BENCH_BACKENDS ?? 'postgres,pglite' } });
  if (rpc.status !== 0) throw new Error('bench:reports-rpc failed');
  type Timing = { name: string; p50: number; p95: number };
  const rpcReport = JSON.parse(await readFile(path.join(ROOT, 'bench-results', 'reports-rpc.json'), 'utf8')) as { report: { backend: string; results: Timing[] }[] };
  await writeBenchResult('reports', {
    date: new Date().toISOString(),
    ledgerRows: LEDGER_ROWS,
    browser: { backend: 'local server on PGlite, the app as npm start serves it', ...browserFigures },
    rpc: rpcReport.report,
    targets: TARGETS,
  });
  const line = (name: string, value: number, target: number) => console.log(`${name.padEnd(52)} ${`${value.toFixed(1)} ms`.padStart(10)}   < ${target} ms ${value < target ? 'ok' : 'OVER'}`);
  console.log('\nReports benchmark\n');
  line('navigation → drawn cash flow (median of 5)', browserFigures.navigationMs as number, TARGETS.navigationMs);
  line('period change → redrawn (median of 5)', browserFigures.periodChangeMs as number, TARGETS.periodChangeMs);
  line('longest task', browserFigures.longestTaskMs as number, TARGETS.longestTaskMs);
  for (const r of rpcReport.report.find((x) => x.backend === 'postgres')?.results ?? []) line(`PostgreSQL p95: ${r.name}`.slice(0, 52), r.p95, TARGETS.rpcP95Ms);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
