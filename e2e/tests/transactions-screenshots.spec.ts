import { test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { TransactionsPage } from '../page-models/transactions-page';
import { qaEmail } from '../support/env';
import { asUser, signInPage } from '../support/users';

// Screenshots of /transactions (list, form, export) at 375, 390 and 1440 px for a visual check; only
// when SCREENSHOTS_DIR is set, so the regular run stays quick.
const DIR = process.env.SCREENSHOTS_DIR;
test.skip(!DIR, 'set SCREENSHOTS_DIR to take the screenshots');

const iso = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

for (const [width, height, n] of [[375, 667, 40], [390, 844, 38], [1440, 900, 39]] as const) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    mkdirSync(DIR!, { recursive: true });
    await page.setViewportSize({ width, height });
    const session = await signInPage(page, qaEmail(n));
    const db = asUser(session);
    await db.from('transactions').delete().neq('id', '00000000-0000-0000-0000-000000000000');
    await db.from('transactions').insert(
      Array.from({ length: 30 }, (_, i) => ({
        type: i % 5 === 0 ? 'INCOME' : i % 7 === 0 ? 'SAVING' : 'EXPENSE',
        amount: i % 5 === 0 ? 5200 : 12.5 + i * 17,
        category: i % 5 === 0 ? 'VENITURI' : i % 7 === 0 ? 'ECONOMII' : ['NUTRITIE', 'TRANSPORT', 'LOCUINTA'][i % 3]!,
        date: iso(i * 2),
        description: i % 4 === 0 ? 'cumpărături de săptămână la piața din cartier' : `tranzacție ${i}`,
        execution_status: i % 6 === 0 ? null : 'COMPLETED',
      })),
    ).throwOnError();
    const tx = new TransactionsPage(page);
    const shot = (name: string, fullPage = false) => page.screenshot({ path: path.join(DIR!, `transactions-${name}-${width}.png`), fullPage, animations: 'disabled' });
    await tx.goto('?tip=EXPENSE');
    await tx.rows.first().or(page.getByTestId('transaction-card').first()).waitFor();
    await shot('list');
    if (width < 640) {
      await page.getByRole('button', { name: /^Filtre/ }).click();
      await shot('filters-open');
    }
    // The date filters: a day that does not exist, then the calendar open.
    const filters = page.getByRole('region', { name: 'Filtre' });
    await tx.filter('Până la data').fill('31/02/2026');
    await tx.filter('Până la data').blur();
    await tx.openCalendar(filters, 'De la data');
    await shot('filters-calendar');
    await page.keyboard.press('Escape');
    await tx.filter('Până la data').fill('');
    await page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
    const form = page.getByRole('dialog', { name: 'Adaugă tranzacție' });
    await form.getByRole('heading', { name: 'Adaugă tranzacție' }).waitFor();
    await shot('form');
    await tx.openCalendar(form, 'Dată');
    await shot('form-calendar');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot('form-calendar-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await tx.openExport();
    await shot('export');
    await page.keyboard.press('Escape');

    // A link past the end: the last page (30 rows, 10 a page → rows 21–30).
    await tx.goto('?de_la=9990');
    await tx.pagination.getByText('Pagina 3 din 3').waitFor();
    await shot('past-last-page', true);

    // The edit dialog of a generated occurrence dated in the future (issue 9 point 9).
    const { data: series } = await db
      .rpc('create_recurring_series', { type: 'EXPENSE', amount: 1500, category: 'LOCUINTA', date: iso(40), frequency: 'MONTHLY', lookahead_days: 30, today: iso(0), description: 'chirie lunară' })
      .single<{ rule_id: string }>()
      .throwOnError();
    const { data: future } = await db.from('transactions').select('id').eq('recurring_rule_id', series.rule_id).gt('date', iso(0)).single<{ id: string }>().throwOnError();
    await tx.goto('');
    const row = page.locator(`[data-id="${future.id}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: /^Editează/ }).click();
    await tx.dialog.getByRole('heading', { name: 'Editează tranzacția' }).waitFor();
    await shot('edit-future-occurrence');
    await tx.editScope('series');
    await shot('edit-future-series');
  });
}
