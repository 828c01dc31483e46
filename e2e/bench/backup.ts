/**
 * `npm run bench:backup`: a 100,000-transaction ledger on a fresh local server, then in Chromium
 * on /profile: the backup export (time to the downloaded file, its size, peak JS heap), and after
 * every row is deleted, the restore of that file in "înlocuiește tot" mode (reading and checking
 * the file up to its preview, then staging and applying it, peak JS heap). Figures, not
 * pass/fail: bench-results/backup.json and a table.
 */
import { stat } from 'node:fs/promises';
import { startBenchApp } from './support/app-server';
import { insertTransactions, tenYearLedger } from './support/ledger';
import { heapPeak, launchChromium, signedInPage } from './support/browser';
import { writeBenchResult } from './support/results';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const EMAIL = 'bench-backup@buget.ro';

async function main() {
  const app = await startBenchApp({ emails: [EMAIL] });
  try {
    const user = app.users[0]!;
    const { db } = user;

    // Ten years of rows with every kind of value (also an account, an actual amount, a changed status).
    const bank = (await db.from('user_accounts').insert({ name: 'Bancă' }).select('id').single().throwOnError()).data.id;
    const seedMs = await insertTransactions(
      db,
      tenYearLedger(ROWS).map((row, n) => ({
        ...row,
        actual_amount: n % 11 === 0 ? 12.5 : null,
        execution_status: n % 11 === 0 ? 'MODIFIED' : row.execution_status,
        account_id: n % 2 === 0 ? bank : null,
      })),
    );

    const browser = await launchChromium('--enable-precise-memory-info');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ro-RO', acceptDownloads: true });
    const page = await signedInPage(context, app, user);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const profile = `${app.appUrl}/profile`;
    await page.goto(profile);
    await page.getByTestId('profile-email').waitFor({ timeout: 60_000 });

    // Export: click to downloaded file.
    let stop = heapPeak(cdp);
    const exportStart = Date.now();
    const download = page.waitForEvent('download', { timeout: 600_000 });
    await page.getByRole('button', { name: 'Descarcă copia de rezervă' }).click();
    const file = await (await download).path();
    const exportMs = Date.now() - exportStart;
    const exportPeakHeapMb = stop();
    const fileMb = Math.round((await stat(file)).size / 104857.6) / 10;

    // Every row gone (delete_user_data goes a slice a call), then the restore of that file, replacing everything.
    let emptied = false;
    while (!emptied) emptied = ((await db.rpc('delete_user_data').single().throwOnError()).data as { done: boolean }).done;
    await page.goto(profile);
    await page.getByTestId('profile-email').waitFor({ timeout: 60_000 });
    stop = heapPeak(cdp);
    const readStart = Date.now();
    await page.getByLabel('Fișierul copiei de rezervă (.json)').setInputFiles(file);
    await page.getByTestId('restore-preview').waitFor({ timeout: 600_000 });
    const readMs = Date.now() - readStart;
    await page.getByRole('radio', { name: /Înlocuiește tot/ }).check();
    const applyStart = Date.now();
    await page.getByRole('button', { name: 'Restaurează', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Înlocuiește tot' }).click();
    await page.getByText('Datele au fost restaurate din copia de rezervă.').first().waitFor({ timeout: 600_000 });
    const applyMs = Date.now() - applyStart;
    const restorePeakHeapMb = stop();
    await browser.close();

    const { count } = await db.from('transactions').select('id', { count: 'exact', head: true }).throwOnError();
    if (count !== ROWS) throw new Error(`restored ${count} transactions, expected ${ROWS}`);

    const result = {
      date: new Date().toISOString(),
      rows: ROWS,
      backend: 'local server on PGlite, the app served as by npm start, Chromium 1440x900',
      seedMs,
      export: { ms: exportMs, fileMb, peakHeapMb: exportPeakHeapMb },
      restore: { readAndPreviewMs: readMs, stageAndApplyMs: applyMs, totalMs: readMs + applyMs, peakHeapMb: restorePeakHeapMb, restoredRows: count },
    };
    await writeBenchResult('backup', result);
    const line = (name: string, value: string) => console.log(`${name.padEnd(40)} ${value.padStart(12)}`);
    console.log(`\nBackup benchmark, ${ROWS.toLocaleString('en')} transactions (seeded in ${(seedMs / 1000).toFixed(1)} s)\n`);
    line('export to the downloaded file', `${exportMs} ms`);
    line('  file size', `${fileMb} MB`);
    line('  peak JS heap', `${exportPeakHeapMb} MB`);
    line('restore: read and check up to preview', `${readMs} ms`);
    line('restore: stage and apply (replace)', `${applyMs} ms`);
    line('  peak JS heap', `${restorePeakHeapMb} MB`);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
