/**
 * `npm run bench:daily` (issue 12): Situația Zilei with a day of 200 items and a month of 6,000 in
 * a 100,000-row ledger. In Chromium, the app served as `npm start` serves it over the local server
 * on a fresh PGlite database (e2e/bench/support/app-server.ts): navigation to the drawn day
 * (the next-day button to 200 items on screen) and an item action to the updated item and summary
 * while the server's answer is held back (so it is measured before the server answers). Then the
 * p95 over HTTP of the day RPC and the month-markers RPC on PostgreSQL 15 (and PGlite), from
 * `bench:daily-rpc` of the local server. Figures, not pass/fail: bench-results/daily.json.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT as ROOT } from '../../scripts/lib/apps';
import { startBenchApp } from './support/app-server';
import { launchChromium, signedInPage } from './support/browser';
import { insertTransactions } from './support/ledger';
import { writeBenchResult } from './support/results';

const LEDGER_ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const MONTH_ROWS = 6_000;
const DAY_ROWS = 200;
const EMAIL = 'qa-daily-bench@buget.ro';
/** How long the server's answer to an action is held back: the page must not wait for it. */
const HELD_MS = 500;
/** A wait in the page that takes longer than this is a failure, not a figure (the run never hangs). */
const WAIT_LIMIT_MS = 20_000;

const TARGETS = { navigationMs: 400, actionMs: 50, dayRpcP95Ms: 10, monthRpcP95Ms: 20 };

const dayIn = (offsetDays: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** Progress on stdout, so a run that stops can be placed. */
const step = (message: string) => console.log(`[bench:daily] ${new Date().toISOString().slice(11, 19)} ${message}`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The day (today: its month is the current one), 6,000 rows in its month, the rest over ten years before. */
function ledger(day: string): Record<string, unknown>[] {
  const cats: [string, string, string][] = [
    ['EXPENSE', 'NUTRITIE', 'Cumpărături alimentare'], ['EXPENSE', 'NUTRITIE', 'Cafenele'], ['EXPENSE', 'TRANSPORT', 'Combustibil'],
    ['EXPENSE', 'LOCUINTA', 'Chirie'], ['INCOME', 'VENITURI', 'Salariu'], ['SAVING', 'ECONOMII', 'Fond general'],
  ];
  const [y, m] = day.split('-').map(Number) as [number, number];
  const monthStart = Date.UTC(y, m - 1, 1);
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return Array.from({ length: LEDGER_ROWS }, (_, n) => {
    const [type, category, subcategory] = cats[n % cats.length]!;
    const drawn = n % 10 < 4 ? null : n % 10 < 8 ? 'COMPLETED' : n % 10 < 9 ? 'MODIFIED' : 'SKIPPED';
    const amount = 5 + ((n * 37) % 900) + (n % 7) / 10;
    let date: string;
    if (n < DAY_ROWS) date = day;
    else if (n < MONTH_ROWS) {
      date = iso(monthStart + (n % daysInMonth) * 86_400_000);
      if (date === day) date = iso(monthStart + ((n + 1) % daysInMonth) * 86_400_000);
      if (date === day) date = iso(monthStart + ((n + 2) % daysInMonth) * 86_400_000);
    } else date = iso(monthStart - (1 + (n % 3650)) * 86_400_000);
    // A day after today holds only planned and postponed rows: the server refuses a done one.
    const status = date > day && drawn !== 'SKIPPED' ? null : drawn;
    return {
      type,
      amount,
      actual_amount: status === 'MODIFIED' ? Math.round(amount * 900) / 1000 : null,
      execution_status: status,
      category,
      subcategory,
      date,
      description: n < DAY_ROWS ? `element ${n}` : null,
    };
  });
}

async function main() {
  const day = dayIn(0);
  const previous = dayIn(-1);
  step('starting the app and the local server (PGlite), building what is missing');
  const app = await startBenchApp({ emails: [EMAIL] });
  let browserFigures: Record<string, unknown>;
  try {
    const user = app.users[0]!;
    step(`seeding ${LEDGER_ROWS.toLocaleString('en')} rows`);
    const seedMs = await insertTransactions(user.db, ledger(day));
    step(`seeded in ${seedMs} ms; first visit of the day`);
    const browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ro-RO', timezoneId: 'Europe/Bucharest' });
    const page = await signedInPage(context, app, user);
    const base = app.appUrl;
    // A returning user: the app's files in the HTTP cache.
    await page.goto(`${base}/daily?data=${day}`);
    await page.getByTestId('daily-item').nth(DAY_ROWS - 1).waitFor({ timeout: 60_000 });

    // Navigation: from the day before (freshly loaded, so the day is not in the query cache),
    // the next-day button to the frame with the 200 items of the day. Timed in the page.
    step('navigation');
    const navigation: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await page.goto(`${base}/daily?data=${previous}`);
      await page.getByTestId('day-summary').waitFor();
      await page.waitForLoadState('networkidle');
      navigation.push(
        (await page.evaluate(`(async () => {
          const start = performance.now();
          document.querySelector('button[aria-label="Ziua următoare"]').click();
          await new Promise((resolve, reject) => {
            const check = () => {
              const shown = document.querySelector('[data-testid=daily-selected-date]')?.getAttribute('datetime') === ${JSON.stringify(day)};
              if (shown && document.querySelectorAll('[data-testid=daily-item]').length >= ${DAY_ROWS}) resolve(undefined);
              else if (performance.now() - start > ${WAIT_LIMIT_MS}) reject(new Error('the day was not drawn'));
              else requestAnimationFrame(check);
            };
            check();
          });
          return performance.now() - start;
        })()`)) as number,
      );
    }

    // An action: "Realizat" on a pending expense, to the frame where the item says Realizat and
    // the summary's actual spending has grown by its amount, while every write's answer is held
    // back HELD_MS. (Not the completion rate: in whole percent, one item of 200 moves it by half
    // a point, so every other click left it as it was and the wait never ended.)
    await page.goto(`${base}/daily?data=${day}`);
    await page.getByTestId('daily-item').nth(DAY_ROWS - 1).waitFor();
    await page.route('**/rest/v1/transactions**', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, HELD_MS));
      await route.continue();
    });
    step('actions');
    const actions: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      actions.push(
        (await page.evaluate(`(async () => {
          const item = [...document.querySelectorAll('#daily-group-EXPENSE ~ ul [data-testid=daily-item][data-status=pending]')].find((el) => el.querySelector('button')?.textContent === 'Realizat');
          if (!item) throw new Error('no pending expense with a Realizat button');
          const actual = document.querySelector('[data-testid=summary-actual]').textContent;
          const start = performance.now();
          item.querySelector('button').click();
          await new Promise((resolve, reject) => {
            const check = () => {
              if (item.getAttribute('data-status') === 'completed' && document.querySelector('[data-testid=summary-actual]').textContent !== actual) resolve(undefined);
              else if (performance.now() - start > ${WAIT_LIMIT_MS}) reject(new Error('the item or the summary did not change'));
              else requestAnimationFrame(check);
            };
            check();
          });
          return performance.now() - start;
        })()`)) as number,
      );
      await page.waitForLoadState('networkidle');
    }
    await browser.close();
    browserFigures = {
      seedMs,
      navigationMs: Math.round(median(navigation)),
      navigationSamplesMs: navigation.map(Math.round),
      actionMs: Math.round(median(actions) * 10) / 10,
      actionSamplesMs: actions.map((a) => Math.round(a * 10) / 10),
      serverAnswerHeldMs: HELD_MS,
    };
  } finally {
    await app.stop();
  }

  // The RPCs over HTTP, on PostgreSQL 15 and PGlite (the local server's own benchmark).
  step('RPCs over HTTP (bench:daily-rpc)');
  const rpc = spawnSync('npm', ['run', 'bench:daily-rpc', '-w', '@buget/supabase-local'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_BACKENDS: process.env.BENCH_BACKENDS ?? 'postgres,pglite' } });
  if (rpc.status !== 0) throw new Error('bench:daily-rpc failed');
  type Timing = { name: string; p50: number; p95: number };
  const rpcReport = JSON.parse(await readFile(path.join(ROOT, 'bench-results', 'daily-rpc.json'), 'utf8')) as { report: { backend: string; results: Timing[] }[] };
  const on = (backend: string, index: number) => rpcReport.report.find((r) => r.backend === backend)?.results[index];

  const result = {
    date: new Date().toISOString(),
    ledgerRows: LEDGER_ROWS,
    monthRows: MONTH_ROWS,
    dayRows: DAY_ROWS,
    browser: { backend: 'local server on PGlite, the app as npm start serves it', ...browserFigures },
    rpc: rpcReport.report,
    targets: TARGETS,
  };
  await writeBenchResult('daily', result);
  const line = (name: string, value: string, target: string, ok: boolean) => console.log(`${name.padEnd(44)} ${value.padStart(12)}   ${target.padEnd(10)} ${ok ? 'ok' : 'OVER'}`);
  console.log(`\nDaily benchmark: a day of ${DAY_ROWS} items, a month of ${MONTH_ROWS.toLocaleString('en')}, a ledger of ${LEDGER_ROWS.toLocaleString('en')}\n`);
  const nav = browserFigures.navigationMs as number;
  const act = browserFigures.actionMs as number;
  line('navigation → drawn day (median of 5)', `${nav} ms`, '< 400 ms', nav < TARGETS.navigationMs);
  line('action → item and summary (median of 7)', `${act} ms`, '< 50 ms', act < TARGETS.actionMs);
  const dayPg = on('postgres', 0);
  const monthPg = on('postgres', 1);
  if (dayPg) line('day RPC p95, PostgreSQL', `${dayPg.p95.toFixed(1)} ms`, '< 10 ms', dayPg.p95 < TARGETS.dayRpcP95Ms);
  if (monthPg) line('month markers RPC p95, PostgreSQL', `${monthPg.p95.toFixed(1)} ms`, '< 20 ms', monthPg.p95 < TARGETS.monthRpcP95Ms);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
