/**
 * `npm run bench:grid` (issue 11): the Grid Lunar in Chromium at a heavy month, on the local
 * server over PGlite and over PostgreSQL 15. Ten users; the measured one has a ledger of 100,000
 * transactions over ten years, 3,000 of them in the month shown (the current one) spread over
 * every default subcategory and day, in every status (the ledger of bench:grid-rpc). The app is
 * what `npm start` serves (production builds), pointed at that server (both started by
 * bench/support/app-server.ts, as the other browser benchmarks do).
 *
 * Measured, each timed inside the page (performance.now()) so Playwright's polling adds nothing:
 *   - navigation to a fully drawn grid: a new page load of /lunar-grid from its start to the
 *     first frame painted with the month's closing-balance cell (median of 3, HTTP cache warm), and the
 *     in-app navigation from /transactions (Alt+l);
 *   - a cell edit: from the click on "Da, finală" to the category's month total changing on
 *     screen while the server's answer is held back (so before it answers; median of 3), then, with the server
 *     free, to its answer and to the first frame with the server's figures drawn (the toolbar's
 *     'Se salvează…' / 'Se actualizează…' status gone: the answer put in the month, or the month
 *     fetched again if the grid does that);
 *   - "Restrânge tot" and "Extinde tot": click to the painted frame;
 *   - for the page load and "Extinde tot", also the first frame painted with every row (the grid
 *     draws the rows below the scroll box a frame after the visible ones);
 *   - holding an arrow key across 100 cells (a key every 33 ms, as auto-repeat): the longest
 *     long task (PerformanceObserver 'longtask', which reports only tasks of 50 ms or more) and
 *     the slowest key from input to the frame that shows it (Event Timing);
 *   - the JS heap with the grid shown, after a garbage collection (CDP), last: a forced collection
 *     drops compiled code, which the next interaction would pay for;
 *   - p50/p95 over HTTP of get_month_grid for that month (300 calls after 20), from Node on a
 *     kept-alive connection (node:http), the server in its own process.
 * Figures, not pass/fail: bench-results/grid.json and a table.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { BACKENDS, DEFAULT_SUBCATEGORIES as subcategories, gridLedger, insertRows, measure, request, type Backend } from '@buget/supabase-local/bench';
import { startBenchApp } from './support/app-server';
import { launchChromium, signedInPage } from './support/browser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const USERS = 10;
const LEDGER_ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const MONTH_ROWS = 3_000;
const OTHER_USER_ROWS = 1_000;
const EMAILS = Array.from({ length: USERS }, (_, i) => `grila${i}@bench.buget.ro`);
const TIME_ZONE = 'Europe/Bucharest';
const MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date()).slice(0, 7);

const TARGETS = { navigationMs: 500, optimisticEditMs: 50, serverEditMs: 150, expandCollapseMs: 100, longestArrowTaskMs: 50, heapMb: 60, rpcP95Ms: 20 };

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? NaN;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * In the page: resolves once the next frame is painted (a message posted from its animation-frame
 * callback runs after that frame's style, layout and paint), with performance.now() then; the
 * animation-frame callback alone runs before them, which left a heavy frame's layout out.
 */
const FRAME_HELPERS = `
  window.__afterPaint = (r) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => r(performance.now()); c.port2.postMessage(0); });
  window.__frame = () => new Promise((r) => window.__afterPaint(r));
  // Checked in each frame's animation-frame callback: what holds then is in that frame's paint.
  window.__until = (done, limitMs = 30000) => new Promise((resolve, reject) => {
    const end = performance.now() + limitMs;
    const tick = () => requestAnimationFrame(() => {
      if (done()) {
        const c = new MessageChannel();
        c.port1.onmessage = () => resolve(performance.now());
        c.port2.postMessage(0);
      } else if (performance.now() > end) reject(new Error('timed out'));
      else tick();
    });
    tick();
  });
`;

// Strings, not functions: tsx would add helpers (__name) the page does not have.
const DRAWN_OBSERVER = `
  ${FRAME_HELPERS}
  new MutationObserver(function (_, observer) {
    var cell = document.querySelector('[role=grid] [role=gridcell][aria-label^="Sold, total lună"]');
    if (cell) {
      observer.disconnect();
      window.__afterPaint(function (at) { window.__drawnAt = at; });
    }
  }).observe(document, { subtree: true, childList: true });
  // Every row in the DOM (the grid may draw the rows below the fold a frame after the first).
  new MutationObserver(function (_, observer) {
    var grid = document.querySelector('[role=grid]');
    if (grid && grid.querySelectorAll('tr').length === Number(grid.getAttribute('aria-rowcount'))) {
      observer.disconnect();
      window.__afterPaint(function (at) { window.__allRowsAt = at; });
    }
  }).observe(document, { subtree: true, childList: true });
`;

async function drawnAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __drawnAt?: number }).__drawnAt !== undefined, null, { polling: 'raf', timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { __drawnAt: number }).__drawnAt);
}

/** When the frame with every row of the grid was painted (ms from the navigation's start). */
async function allRowsAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __allRowsAt?: number }).__allRowsAt !== undefined, null, { polling: 'raf', timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { __allRowsAt: number }).__allRowsAt);
}

/**
 * The name of an empty subcategory cell of the month dated today or before (a later day asks no
 * final-amount question), and its category's month-total cell.
 */
async function emptyCell(page: Page, skip: number): Promise<{ cell: string; total: string }> {
  return page.evaluate(`(() => {
    const dayOf = (label) => Number(/, (\\d+) [^,:]+: gol$/.exec(label)?.[1]);
    const cells = [...document.querySelectorAll('[role=grid] [role=gridcell][aria-label$=": gol"]')]
      .filter((c) => c.getAttribute('aria-label').includes(' › ') && dayOf(c.getAttribute('aria-label')) <= new Date().getDate());
    const cell = cells[${skip}];
    const label = cell.getAttribute('aria-label');
    const category = label.split(' › ')[0];
    return { cell: label, total: category + ', total lună' };
  })()`) as Promise<{ cell: string; total: string }>;
}

/** Types 125 into an empty cell, Enter, and waits for the final-amount question. */
async function startEdit(page: Page, cell: string) {
  const target = page.locator(`[role=gridcell][aria-label="${cell}"]`);
  await target.click();
  await page.keyboard.type('125');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Este suma finală și completă?' }).waitFor();
}

/** Clicks "Da, finală" inside the page and times until the category's month total changes (optimistic). */
async function answerAndTimeTotals(page: Page, total: string): Promise<{ t0: number; totalsMs: number }> {
  return page.evaluate(`(async () => {
    const totalCell = () => document.querySelector('[role=grid] [role=gridcell][aria-label^="${total}"]');
    const before = totalCell().getAttribute('aria-label');
    const button = [...document.querySelectorAll('[role=dialog] button')].find((b) => b.textContent.trim() === 'Da, finală');
    const t0 = performance.now();
    button.click();
    const at = await window.__until(() => totalCell() && totalCell().getAttribute('aria-label') !== before);
    return { t0, totalsMs: at - t0 };
  })()`) as Promise<{ t0: number; totalsMs: number }>;
}

async function measureBackend(backend: Backend) {
  const app = await startBenchApp({ backend, emails: EMAILS });
  const { server, users } = app;
  try {
    const seedStart = Date.now();
    for (const [i, user] of users.entries()) {
      await insertRows(server, 'user_accounts', [
        { user_id: user.id, name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, display_order: 1 },
        { user_id: user.id, name: 'Cash', account_type: 'CASH', initial_balance: 200, display_order: 2 },
      ]);
      const rows = i === 0
        ? gridLedger({ userId: user.id, subcategories, total: LEDGER_ROWS, inMonth: MONTH_ROWS, month: MONTH, seed: 31 })
        : gridLedger({ userId: user.id, subcategories, total: OTHER_USER_ROWS, inMonth: 300, month: MONTH, seed: 31 + i });
      await insertRows(server, 'transactions', rows);
    }
    await app.analyze();
    const seedMs = Date.now() - seedStart;
    console.error(`[${backend}] seeded ${LEDGER_ROWS + (USERS - 1) * OTHER_USER_ROWS} rows in ${(seedMs / 1000).toFixed(1)} s`);

    const measuredUser = users[0];
    if (!measuredUser) throw new Error('no user');
    const headers = { apikey: server.anonKey, authorization: `Bearer ${measuredUser.token}`, 'content-type': 'application/json' };
    const rpc = await measure(`get_month_grid ${MONTH} (${MONTH_ROWS.toLocaleString('en')} rows)`, () =>
      request(`${server.url}/rest/v1/rpc/get_month_grid`, { method: 'POST', headers, body: JSON.stringify({ month: MONTH }) }),
    );

    const browser = await launchChromium('--enable-precise-memory-info', '--js-flags=--expose-gc');
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ro-RO', timezoneId: TIME_ZONE });
      const page = await signedInPage(context, app, measuredUser);
      const base = app.appUrl;
      await page.addInitScript(DRAWN_OBSERVER);
      // Warm the HTTP cache once (a returning user), then time new page loads.
      await page.goto(`${base}/lunar-grid`);
      await drawnAt(page);
      const loads: number[] = [];
      const allRowsLoads: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        await page.goto(`${base}/transactions`);
        await page.waitForLoadState('networkidle');
        await page.goto(`${base}/lunar-grid`);
        loads.push(await drawnAt(page));
        allRowsLoads.push(await allRowsAt(page));
      }
      // What the last load waited on: each request's start and end (ms from the navigation's start).
      const loadRequests = (await page.evaluate(`performance.getEntriesByType('resource')
        .filter((e) => e.startTime < window.__drawnAt && /rest\\/v1|auth\\/v1|remoteEntry|mf-lunar-grid/.test(e.name))
        .map((e) => [e.name.replace(/^https?:\\/\\/[^/]+/, '').replace(/\\?.*$/, '').slice(0, 60), Math.round(e.startTime), Math.round(e.responseEnd)])`)) as [string, number, number][];
      // In the app: from /transactions, Alt+l, to the first frame showing the grid's closing
      // balance (the shell may keep a visited page's DOM, so visibility is what is waited for).
      const inApp: number[] = [];
      const failures: string[] = [];
      try {
        for (let i = 0; i < 3; i += 1) {
          await page.keyboard.press('Alt+t');
          await page.waitForURL(/\/transactions/);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          const shown = page.evaluate(`(async () => {
            const t0 = performance.now();
            window.__navT0 = t0;
            const cell = () => document.querySelector('[role=grid] [role=gridcell][aria-label^="Sold, total lună"]');
            const at = await window.__until(() => cell() && cell().checkVisibility() && location.pathname.startsWith('/lunar-grid'), 20000);
            return at - t0;
          })()`) as Promise<number>;
          await page.keyboard.press('Alt+l');
          inApp.push(await shown);
        }
      } catch (error) {
        failures.push(`in-app navigation: ${String(error).split('\n')[0]}`);
        await page.goto(`${base}/lunar-grid`);
        await drawnAt(page);
      }
      await page.waitForLoadState('networkidle');

      const attempt = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
        try {
          return await run();
        } catch (error) {
          failures.push(`${name}: ${String(error).split('\n')[0]}`);
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          await page.keyboard.press('Escape');
          return undefined;
        }
      };

      // An edit answered before the server does: the write is held until the totals changed
      // (three edits of empty cells, the median: one edit is one sample of a noisy machine).
      const held = await attempt('edit with the server held', async () => {
        const samples: number[] = [];
        let answeredBeforeTotals = false;
        for (let i = 0; i < 3; i += 1) {
          let release: (() => void) | undefined;
          const holding = new Promise<void>((resolve) => (release = resolve));
          await page.route('**/rest/v1/transactions**', async (route) => {
            if (route.request().method() !== 'POST') return route.continue();
            await holding;
            return route.continue();
          });
          const cell = await emptyCell(page, 0);
          await startEdit(page, cell.cell);
          const optimistic = await answerAndTimeTotals(page, cell.total);
          answeredBeforeTotals ||= await page.evaluate((t0) => performance.getEntriesByType('resource').some((e) => e.name.includes('/rest/v1/transactions') && e.startTime >= t0 && (e as PerformanceResourceTiming).responseEnd > 0), optimistic.t0);
          const written = page.waitForResponse((response) => response.url().includes('/rest/v1/transactions') && response.request().method() === 'POST');
          release?.();
          await written;
          await page.unroute('**/rest/v1/transactions**');
          await page.waitForLoadState('networkidle');
          samples.push(optimistic.totalsMs);
        }
        return { totalsMs: median(samples), samples, answeredBeforeTotals };
      });

      // An edit with the server free: its answer, then the month refetched and drawn.
      const free = await attempt('edit with the server free', async () => {
        const second = await emptyCell(page, 3);
        await startEdit(page, second.cell);
        const timed = await answerAndTimeTotals(page, second.total);
        const after = (await page.evaluate(`(async () => {
          const t0 = ${timed.t0};
          const entries = () => performance.getEntriesByType('resource').filter((e) => e.startTime >= t0);
          const write = () => entries().find((e) => e.name.includes('/rest/v1/transactions') && e.responseEnd > 0);
          const month = () => entries().find((e) => e.name.includes('/rpc/get_month_grid') && e.responseEnd > 0);
          // The toolbar's status ('Se salvează…' until the write's answer is in the grid, 'Se
          // actualizează…' while the month is fetched) is gone: the server's figures are drawn.
          const busy = () => document.querySelector('.lg-tools [role=status]') !== null;
          const drawn = await window.__until(() => write() && !busy());
          return { answeredMs: write().responseEnd - t0, refetchedMs: month() ? month().responseEnd - t0 : null, drawnMs: drawn - t0 };
        })()`)) as { answeredMs: number; refetchedMs: number | null; drawnMs: number };
        return { ...after, totalsMs: timed.totalsMs };
      });

      // Collapse all, expand all: click to the painted frame (median of 3 each).
      const toggles = await attempt('collapse and expand all', async () => {
        const toggle = (label: string) =>
          page.evaluate(`(async () => {
            const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === '${label}');
            const t0 = performance.now();
            button.click();
            const at = await window.__frame();
            // Then the frame with every row (the rows below the fold may come a frame later).
            const grid = document.querySelector('[role=grid]');
            const all = await window.__until(() => grid.querySelectorAll('tr').length === Number(grid.getAttribute('aria-rowcount')));
            return [at - t0, all - t0];
          })()`) as Promise<[number, number]>;
        const collapse: number[] = [];
        const expand: number[] = [];
        const expandAllRows: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          collapse.push((await toggle('Restrânge tot'))[0]);
          const [first, all] = await toggle('Extinde tot');
          expand.push(first);
          expandAllRows.push(all);
        }
        return { collapseMs: median(collapse), expandMs: median(expand), expandAllRowsMs: median(expandAllRows) };
      });

      // Holding an arrow key across 100 cells: 50 down, 30 right, 20 up, a key every 33 ms.
      const arrows = await attempt('arrow keys', async () => {
        await page.locator('[role=grid] [role=gridcell][aria-label*=" › "]').first().click();
        await page.evaluate(`(() => {
          window.__longest = 0;
          window.__slowestKey = 0;
          window.__longObserver = new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__longest = Math.max(window.__longest, e.duration))));
          window.__longObserver.observe({ type: 'longtask' });
          window.__eventObserver = new PerformanceObserver((list) => list.getEntries().forEach((e) => { if (e.name === 'keydown') window.__slowestKey = Math.max(window.__slowestKey, e.duration); }));
          window.__eventObserver.observe({ type: 'event', durationThreshold: 16 });
        })()`);
        const focusedBefore = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
        for (const [key, count] of [['ArrowDown', 50], ['ArrowRight', 30], ['ArrowUp', 20]] as const) {
          for (let i = 0; i < count; i += 1) {
            await page.keyboard.down(key);
            await page.waitForTimeout(33);
          }
          await page.keyboard.up(key);
        }
        await page.waitForTimeout(300);
        const result = (await page.evaluate(`(() => {
          window.__longObserver.disconnect();
          window.__eventObserver.disconnect();
          return { longestTaskMs: window.__longest, slowestKeyMs: window.__slowestKey, focused: document.activeElement && document.activeElement.getAttribute('aria-label') };
        })()`)) as { longestTaskMs: number; slowestKeyMs: number; focused: string | null };
        if (result.focused === focusedBefore) throw new Error('the arrow keys did not move the active cell');
        return result;
      });
      // The JS heap with the grid shown, after a collection: last, because a forced collection
      // drops compiled code V8 then compiles again, which the first edit after it paid (30 to
      // 40 ms more than the next ones when the heap was read first).
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('Performance.enable');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const heapMb = (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1048576;
      const domNodes = metrics.find((m) => m.name === 'Nodes')?.value ?? 0;
      const maybe = (n: number | undefined) => (n === undefined ? undefined : round(n));

      return {
        backend,
        seedMs,
        rpc: { p50Ms: round(rpc.p50), p95Ms: round(rpc.p95) },
        navigation: { pageLoadMs: Math.round(median(loads)), pageLoadSamplesMs: loads.map(Math.round), pageLoadAllRowsMs: Math.round(median(allRowsLoads)), lastLoadRequests: loadRequests, inAppMs: inApp.length ? Math.round(median(inApp)) : undefined, inAppSamplesMs: inApp.map(Math.round) },
        failures,
        edit: {
          optimisticTotalsMs: maybe(held?.totalsMs),
          optimisticTotalsSamplesMs: held?.samples.map(maybe),
          serverAnsweredBeforeTotals: held?.answeredBeforeTotals,
          serverAnsweredMs: maybe(free?.answeredMs),
          // null: the month was not fetched again (the write's answer was put in it).
          monthRefetchedMs: free?.refetchedMs === null ? null : maybe(free?.refetchedMs),
          refreshedTotalsDrawnMs: maybe(free?.drawnMs),
          secondEditOptimisticTotalsMs: maybe(free?.totalsMs),
        },
        collapseAllMs: maybe(toggles?.collapseMs),
        expandAllMs: maybe(toggles?.expandMs),
        expandAllEveryRowMs: maybe(toggles?.expandAllRowsMs),
        arrows: { cells: 100, longestTaskMs: maybe(arrows?.longestTaskMs), slowestKeyToFrameMs: maybe(arrows?.slowestKeyMs) },
        heapMb: round(heapMb),
        domNodes,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
  }
}

async function main() {
  const results = [];
  for (const backend of BACKENDS) results.push(await measureBackend(backend));
  const result = {
    date: new Date().toISOString(),
    month: MONTH,
    users: USERS,
    rowsForMeasuredUser: LEDGER_ROWS,
    rowsInMonth: MONTH_ROWS,
    rowsPerOtherUser: OTHER_USER_ROWS,
    viewport: '1440x900',
    targets: TARGETS,
    results,
  };
  await mkdir(path.join(ROOT, 'bench-results'), { recursive: true });
  await writeFile(path.join(ROOT, 'bench-results', 'grid.json'), JSON.stringify(result, null, 2) + '\n');

  const line = (name: string, value: number | undefined, unit: string, target: number) =>
    console.log(`${name.padEnd(44)} ${`${value} ${unit}`.padStart(12)}   ${`< ${target} ${unit}`.padEnd(10)} ${value !== undefined && value < target ? 'ok' : 'OVER'}`);
  for (const r of results) {
    console.log(`\nGrid benchmark on ${r.backend}: ${MONTH_ROWS.toLocaleString('en')} rows in ${MONTH}, ${LEDGER_ROWS.toLocaleString('en')} in the ledger, ${USERS} users`);
    line('navigation → fully drawn grid (page load)', r.navigation.pageLoadMs, 'ms', TARGETS.navigationMs);
    line('navigation → fully drawn grid (in the app)', r.navigation.inAppMs, 'ms', TARGETS.navigationMs);
    line('cell edit → totals on screen (server held)', r.edit.optimisticTotalsMs, 'ms', TARGETS.optimisticEditMs);
    line('cell edit → server answered', r.edit.serverAnsweredMs, 'ms', TARGETS.serverEditMs);
    line('cell edit → refreshed totals drawn', r.edit.refreshedTotalsDrawnMs, 'ms', TARGETS.serverEditMs);
    line('collapse all', r.collapseAllMs, 'ms', TARGETS.expandCollapseMs);
    line('expand all', r.expandAllMs, 'ms', TARGETS.expandCollapseMs);
    console.log(`${'  every row drawn: page load / expand all'.padEnd(44)} ${r.navigation.pageLoadAllRowsMs} / ${r.expandAllEveryRowMs} ms`);
    line('arrow key across 100 cells: longest task', r.arrows.longestTaskMs, 'ms', TARGETS.longestArrowTaskMs);
    line('arrow key: slowest key to its frame', r.arrows.slowestKeyToFrameMs, 'ms', TARGETS.longestArrowTaskMs);
    line('JS heap with the grid shown', r.heapMb, 'MB', TARGETS.heapMb);
    line('get_month_grid over HTTP, p95', r.rpc.p95Ms, 'ms', TARGETS.rpcP95Ms);
    for (const failure of r.failures) console.log(`not measured: ${failure}`);
  }
  console.log(`\nwrote ${path.join(ROOT, 'bench-results', 'grid.json')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
