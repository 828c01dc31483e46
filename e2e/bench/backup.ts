/**
 * `npm run bench:backup`: a 100,000-transaction ledger on a fresh local server, then in Chromium
 * on /profile: the backup export (time to the downloaded file, its size, peak JS heap), and after
 * every row is deleted, the restore of that file in "înlocuiește tot" mode (reading and checking
 * the file up to its preview, then staging and applying it, peak JS heap). Figures, not
 * pass/fail: bench-results/backup.json and a table.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const APP_PORT = 3223;
const SUPABASE_PORT = 54341;
const EMAIL = 'bench-backup@buget.ro';
process.env.E2E_APP_PORT = String(APP_PORT);
process.env.E2E_SUPABASE_PORT = String(SUPABASE_PORT);

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Polls the page's used JS heap every 100 ms until stopped; resolves to the peak in MB. */
function heapPeak(cdp: CDPSession): () => number {
  let peak = 0;
  const poll = setInterval(() => {
    void cdp
      .send('Performance.getMetrics')
      .then(({ metrics }) => (peak = Math.max(peak, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0)))
      .catch(() => undefined);
  }, 100);
  return () => {
    clearInterval(poll);
    return Math.round(peak / 1048576);
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'buget-bench-backup-'));
  const server = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(APP_PORT), SUPABASE_LOCAL_PORT: String(SUPABASE_PORT), SUPABASE_LOCAL_DATA_DIR: dataDir, BETA_ALLOWLIST: EMAIL, SITE_URL: `http://localhost:${APP_PORT}` },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(`http://localhost:${APP_PORT}/config.json`, 180_000);
    const { asUser, ensureUser, seedSession, TEST_PASSWORD } = await import('../support/users');
    const { CHROMIUM_LAUNCH_OPTIONS } = await import('../support/chromium');
    const session = await ensureUser(EMAIL);
    const db = asUser(session);

    // Ten years of rows with every kind of value, in batches through the data API (RLS applies).
    const seedStart = Date.now();
    const bank = (await db.from('user_accounts').insert({ name: 'Bancă' }).select('id').single().throwOnError()).data.id;
    const types = ['INCOME', 'EXPENSE', 'EXPENSE', 'SAVING'];
    const cats = ['NUTRITIE', 'TRANSPORT', 'LOCUINTA', 'TIMP_LIBER', 'SANATATE'];
    const today = new Date();
    for (let i = 0; i < ROWS; i += 5000) {
      const batch = Array.from({ length: Math.min(5000, ROWS - i) }, (_, k) => {
        const n = i + k;
        const type = types[n % types.length]!;
        return {
          type,
          amount: type === 'INCOME' ? 3000 + (n % 700) : 10 + ((n * 37) % 900) + (n % 7) / 10,
          actual_amount: n % 11 === 0 ? 12.5 : null,
          category: type === 'INCOME' ? 'VENITURI' : type === 'SAVING' ? 'ECONOMII' : cats[n % cats.length]!,
          date: new Date(today.getTime() - (n % 3650) * 86_400_000).toISOString().slice(0, 10),
          description: `tranzacție bench ${n}`,
          execution_status: n % 11 === 0 ? 'MODIFIED' : n % 5 === 0 ? null : 'COMPLETED',
          account_id: n % 2 === 0 ? bank : null,
        };
      });
      await db.from('transactions').insert(batch).throwOnError();
    }
    const seedMs = Date.now() - seedStart;

    const browser = await chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, '--enable-precise-memory-info'] });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ro-RO', acceptDownloads: true });
    const page = await context.newPage();
    await seedSession(page, `http://127.0.0.1:${SUPABASE_PORT}`, EMAIL, TEST_PASSWORD);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const profile = `http://localhost:${APP_PORT}/profile`;
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

    // Every row gone, then the restore of that file, replacing everything.
    await db.rpc('delete_user_data').throwOnError();
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
      backend: 'local server on PGlite (npm start), Chromium 1440x900',
      seedMs,
      export: { ms: exportMs, fileMb, peakHeapMb: exportPeakHeapMb },
      restore: { readAndPreviewMs: readMs, stageAndApplyMs: applyMs, totalMs: readMs + applyMs, peakHeapMb: restorePeakHeapMb, restoredRows: count },
    };
    await mkdir(path.join(ROOT, 'bench-results'), { recursive: true });
    await writeFile(path.join(ROOT, 'bench-results', 'backup.json'), JSON.stringify(result, null, 2) + '\n');
    const line = (name: string, value: string) => console.log(`${name.padEnd(40)} ${value.padStart(12)}`);
    console.log(`\nBackup benchmark, ${ROWS.toLocaleString('en')} transactions (seeded in ${(seedMs / 1000).toFixed(1)} s)\n`);
    line('export to the downloaded file', `${exportMs} ms`);
    line('  file size', `${fileMb} MB`);
    line('  peak JS heap', `${exportPeakHeapMb} MB`);
    line('restore: read and check up to preview', `${readMs} ms`);
    line('restore: stage and apply (replace)', `${applyMs} ms`);
    line('  peak JS heap', `${restorePeakHeapMb} MB`);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 2000));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
