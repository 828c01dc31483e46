import { test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DailyPage } from '../page-models/daily-page';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, signInPage } from '../support/users';

// Screenshots of /daily at 375, 390, 1024 and 1440 px, light and dark, for a visual check; only
// when SCREENSHOTS_DIR is set, so the regular run stays quick.
const DIR = process.env.SCREENSHOTS_DIR;
test.skip(!DIR, 'set SCREENSHOTS_DIR to take the screenshots');

const DAY = '2026-10-15';

for (const [width, height] of [[375, 667], [390, 844], [1024, 768], [1440, 900]] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshots at ${width} px, ${theme}`, async ({ page }) => {
      mkdirSync(DIR!, { recursive: true });
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height });
      const address = await approveFreshAddress('zi-shot');
      const session = await signInPage(page, address.email);
      const rows = [
        { type: 'INCOME', amount: 5200, category: 'VENITURI', subcategory: 'Salariu', date: DAY, description: 'Salariu octombrie', execution_status: 'COMPLETED', actual_amount: 5200 },
        { type: 'EXPENSE', amount: 1800, category: 'LOCUINTA', subcategory: 'Chirie', date: DAY, description: 'Chirie apartament', execution_status: null, actual_amount: null },
        { type: 'EXPENSE', amount: 312.45, category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', date: DAY, description: 'Cumpărături Kaufland pentru toată săptămâna', execution_status: 'MODIFIED', actual_amount: 348.2 },
        { type: 'EXPENSE', amount: 80, category: 'TRANSPORT', subcategory: 'Transport public', date: DAY, description: 'Abonament STB', execution_status: 'SKIPPED', actual_amount: null },
        { type: 'SAVING', amount: 1000, category: 'ECONOMII', subcategory: 'Fond de urgență', date: DAY, description: null, execution_status: null, actual_amount: null },
        { type: 'EXPENSE', amount: 65, category: 'LOCUINTA', subcategory: 'Internet și TV', date: '2026-10-04', description: 'Digi', execution_status: null, actual_amount: null },
        { type: 'EXPENSE', amount: 240, category: 'TRANSPORT', subcategory: 'Combustibil', date: '2026-10-08', description: 'Benzină', execution_status: 'COMPLETED', actual_amount: 240 },
        { type: 'EXPENSE', amount: 120, category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-10-11', description: 'Cină', execution_status: 'COMPLETED', actual_amount: 120 },
      ];
      await asUser(session).from('transactions').insert(rows).throwOnError();
      const { data: id } = await asUser(session).rpc('add_unplanned_transaction', { day: DAY, type: 'EXPENSE', amount: 18.5, category: 'NUTRITIE', subcategory: 'Cafenele', description: 'Cafea' });
      if (!id) throw new Error('no unplanned item');
      const daily = new DailyPage(page);
      await daily.goto(DAY);
      await page.getByTestId('spending-chart').locator('canvas').waitFor();
      const shot = (name: string, fullPage = true) => page.screenshot({ path: path.join(DIR!, `daily-${name}-${width}-${theme}.png`), fullPage });
      await shot('day');
      // The screen as it is seen, at the top and at the items (a full page stretches the fixed bars).
      await shot('top', false);
      await daily.item('Chirie apartament').scrollIntoViewIfNeeded();
      await shot('items', false);
      await daily.item('Chirie apartament').getByRole('button', { name: 'Suma reală' }).click();
      await daily.item('Chirie apartament').getByLabel('Suma reală').fill('-1');
      await daily.item('Chirie apartament').getByLabel('Suma reală').press('Enter');
      await daily.addUnplanned({ amount: 'abc' });
      await shot('errors');
    });
  }
}
