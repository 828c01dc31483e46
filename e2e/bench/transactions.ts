/**
 * `npm run bench:transactions`: 100,000 transactions for one user on a fresh local server, then
 * in Chromium: navigation → first rows on /transactions, applying a filter, the longest task
 * while scrolling 1,000 rows of a 500-row page, and time + peak JS heap of exporting every row to
 * CSV and to Excel. Figures, not pass/fail: bench-results/transactions.json and a table.
 */
import { stat } from 'node:fs/promises';
import { startBenchApp } from './support/app-server';
import { insertTransactions, tenYearLedger } from './support/ledger';
import { heapPeak, launchChromium, signedInPage } from './support/browser';
import { writeBenchResult } from './support/results';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const EMAIL = 'bench-transactions@buget.ro';

const TARGETS = { firstRowsMs: 1000, filterMs: 300, longestScrollTaskMs: 50, csvExportMs: 10_000, peakHeapMb: 300 };

async function main() {
  const app = await startBenchApp({ emails: [EMAIL] });
  try {
    const user = app.users[0]!;
    const seedMs = await insertTransactions(user.db, tenYearLedger(ROWS));

    const browser = await launchChromium('--enable-precise-memory-info');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ro-RO', acceptDownloads: true });
    const page = await signedInPage(context, app, user);
    const base = app.appUrl;
    // Warm the HTTP cache once (a returning user), then measure a fresh navigation.
    await page.goto(`${base}/transactions`);
    await page.getByTestId('transaction-row').first().waitFor({ timeout: 60_000 });
    await page.goto(`${base}/daily`);
    await page.waitForLoadState('networkidle');

    // Timed inside the page, from the navigation's start (performance.now()) to the first frame
    // with a visible row: Playwright's own waiting polls at growing intervals (up to 500 ms) and
    // would add its back-off to the figure. Median of three navigations.
    await page.addInitScript(`
      new MutationObserver(function (_, observer) {
        var row = document.querySelector('[data-testid=transaction-row]');
        if (row && row.checkVisibility()) {
          window.__firstRowAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    `);
    const firstRowsSamples: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await page.goto(`${base}/daily`);
      await page.waitForLoadState('networkidle');
      await page.goto(`${base}/transactions`);
      await page.waitForFunction(() => (window as unknown as { __firstRowAt?: number }).__firstRowAt !== undefined, null, { polling: 'raf' });
      firstRowsSamples.push(Math.round(await page.evaluate(() => (window as unknown as { __firstRowAt: number }).__firstRowAt)));
    }
    const firstRowsMs = [...firstRowsSamples].sort((a, b) => a - b)[1]!;

    const filters: number[] = [];
    for (const type of ['EXPENSE', 'SAVING', 'INCOME']) {
      const t1 = Date.now();
      await page.getByRole('region', { name: 'Filtre' }).getByLabel('Tip', { exact: true }).selectOption(type);
      await page.waitForFunction((t) => location.search.includes(`tip=${t}`) && document.querySelector('[data-testid=transactions-table-scroll]')?.getAttribute('aria-busy') === 'false', type);
      filters.push(Date.now() - t1);
    }
    const filterMs = filters.sort((a, b) => a - b)[1]!;

    await page.goto(`${base}/transactions?marime=500`);
    await page.getByTestId('transaction-row').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=transactions-table-scroll]')?.getAttribute('aria-busy') === 'false');
    // A string, not a function: tsx would add helpers (__name) the page does not have.
    const longestScrollTaskMs = (await page.evaluate(`(async () => {
      let longest = 0;
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => (longest = Math.max(longest, e.duration))));
      observer.observe({ type: 'longtask', buffered: false });
      const box = document.querySelector('[data-testid=transactions-table-scroll]');
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      // 1,000 rows: the 500-row page down and back up, 3 rows a frame (a fast wheel).
      while (box.scrollTop + box.clientHeight < box.scrollHeight - 1) { box.scrollTop += 132; await frame(); }
      while (box.scrollTop > 0) { box.scrollTop -= 132; await frame(); }
      await frame();
      observer.disconnect();
      return longest;
    })()`)) as number;

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const exportRun = async (label: string) => {
      await page.goto(`${base}/transactions`);
      await page.getByTestId('transaction-row').first().waitFor();
      await page.getByRole('button', { name: 'Exportă', exact: true }).click();
      await page.getByRole('dialog').getByLabel(label).check();
      const stop = heapPeak(cdp);
      const t = Date.now();
      await page.getByRole('dialog').getByRole('button', { name: 'Exportă', exact: true }).click();
      const download = page.waitForEvent('download', { timeout: 300_000 });
      await page.getByRole('dialog').getByRole('button', { name: /^Exportă .* rânduri$/ }).click();
      const file = await download;
      const ms = Date.now() - t;
      const peakHeapMb = stop();
      const { size } = await stat(await file.path());
      return { ms, peakHeapMb, fileMb: Math.round(size / 104857.6) / 10 };
    };
    const csv = await exportRun('CSV');
    const excel = await exportRun('Excel (.xlsx)');
    await browser.close();

    const result = {
      date: new Date().toISOString(),
      rows: ROWS,
      backend: 'local server on PGlite, the app served as by npm start',
      seedMs,
      firstRowsMs,
      firstRowsSamplesMs: firstRowsSamples,
      filterMs,
      filterSamplesMs: filters,
      longestScrollTaskMs: Math.round(longestScrollTaskMs),
      csvExport: csv,
      excelExport: excel,
      targets: TARGETS,
    };
    await writeBenchResult('transactions', result);
    const line = (name: string, value: string, target: string, ok: boolean) => console.log(`${name.padEnd(36)} ${value.padStart(12)}   ${target.padEnd(10)} ${ok ? 'ok' : 'OVER'}`);
    console.log(`\nTransactions benchmark, ${ROWS.toLocaleString('en')} rows (seeded in ${(seedMs / 1000).toFixed(1)} s)\n`);
    line('navigation → first rows', `${firstRowsMs} ms`, '< 1000 ms', firstRowsMs < TARGETS.firstRowsMs);
    line('apply a filter (median of 3)', `${filterMs} ms`, '< 300 ms', filterMs < TARGETS.filterMs);
    line('longest task scrolling 1,000 rows', `${result.longestScrollTaskMs} ms`, '≤ 50 ms', result.longestScrollTaskMs <= TARGETS.longestScrollTaskMs);
    line('export all to CSV', `${csv.ms} ms`, '< 10000 ms', csv.ms < TARGETS.csvExportMs);
    line('  peak JS heap during CSV', `${csv.peakHeapMb} MB`, '< 300 MB', csv.peakHeapMb < TARGETS.peakHeapMb);
    line('export all to Excel', `${excel.ms} ms`, '—', true);
    line('  peak JS heap during Excel', `${excel.peakHeapMb} MB`, '< 300 MB', excel.peakHeapMb < TARGETS.peakHeapMb);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
