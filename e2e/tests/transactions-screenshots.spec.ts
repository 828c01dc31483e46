import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { TransactionsPage } from '../page-models/transactions-page';
import { E2E, qaEmail } from '../support/env';
import { signInPage } from '../support/users';

// Screenshots for review (not assertions on pixels): list, form, export, phone cards.
const OUT = process.env.SHOTS_DIR ?? '/tmp/buget-shots';

for (const [width, height, n] of [[1440, 900, 26], [390, 844, 27]] as const) {
  test(`transactions screens at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const session = await signInPage(page, qaEmail(n));
    const db = createClient(E2E.supabaseUrl, E2E.anonKey, { auth: { persistSession: false }, global: { headers: { Authorization: `Bearer ${session.access_token}` } }, realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } });
    const { count } = await db.from('transactions').select('id', { count: 'exact', head: true });
    if (!count) {
      const rows = Array.from({ length: 24 }, (_, i) => ({
        type: i % 6 === 0 ? 'INCOME' : i % 5 === 0 ? 'SAVING' : 'EXPENSE',
        amount: i % 6 === 0 ? 5200 : 40 + i * 13,
        category: i % 6 === 0 ? 'VENITURI' : i % 5 === 0 ? 'ECONOMII' : ['NUTRITIE', 'TRANSPORT', 'LOCUINTA'][i % 3],
        date: new Date(Date.now() - i * 3 * 86_400_000).toISOString().slice(0, 10),
        description: ['Salariu', 'Cumpărături Lidl', 'Abonament STB', 'Întreținere bloc', 'Fond de urgență'][i % 5],
        execution_status: i % 4 === 0 ? null : 'COMPLETED',
      }));
      await db.from('transactions').insert(rows).throwOnError();
    }
    const tx = new TransactionsPage(page);
    await tx.goto();
    await expect(width > 640 ? tx.rows.first() : page.getByTestId('transaction-card').first()).toBeVisible();
    await page.screenshot({ path: `${OUT}/transactions-list-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
    await tx.dialog.getByLabel('Tranzacție recurentă').check();
    await page.screenshot({ path: `${OUT}/transactions-form-${width}.png` });
    await page.keyboard.press('Escape');
    await tx.openExport();
    await page.screenshot({ path: `${OUT}/transactions-export-${width}.png` });
  });
}
