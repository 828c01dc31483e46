import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { GridActions } from '../page-models/grid-actions';
import { GridPage } from '../page-models/grid-page';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, signInPage } from '../support/users';

// Screenshots of the grid's subcategory actions and plan copy at 1024, 1440 and 1920 px for a
// visual check; only when SCREENSHOTS_DIR is set, so the regular run stays quick.
const DIR = process.env.SCREENSHOTS_DIR;
test.skip(!DIR, 'set SCREENSHOTS_DIR to take the screenshots');

const month = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date()).slice(0, 7);

for (const [width, height] of [[1024, 768], [1440, 900], [1920, 1080]] as const) {
  test(`grid actions at ${width} px`, async ({ page }) => {
    mkdirSync(DIR!, { recursive: true });
    await page.setViewportSize({ width, height });
    const { email } = await approveFreshAddress('grid-shots');
    const session = await signInPage(page, email);
    const db = asUser(session);
    const defaults = ['Cumpărături alimentare', 'Restaurante', 'Livrări de mâncare', 'Cafenele', 'Suplimente'].map((name) => ({ name, isCustom: false }));
    await db.from('custom_categories').upsert({ category_data: { categories: [{ name: 'NUTRITIE', isCustom: false, subcategories: [...defaults, ...['Piață', 'Brutărie', 'Cofetărie', 'Măcelărie', 'Ceainărie'].map((name) => ({ name, isCustom: true }))] }], version: 1 }, version: 1 }, { onConflict: 'user_id' }).throwOnError();
    await db.from('transactions').insert([
      { type: 'EXPENSE', amount: 64, category: 'NUTRITIE', subcategory: 'Piață', date: `${month()}-04`, execution_status: 'COMPLETED' },
      { type: 'EXPENSE', amount: 23, category: 'NUTRITIE', subcategory: 'Piață', date: `${month()}-09`, execution_status: 'COMPLETED' },
    ]).throwOnError();
    const grid = new GridPage(page);
    await grid.goto();
    const actions = new GridActions(page);
    const shot = (name: string) => page.screenshot({ path: path.join(DIR!, `grid-${name}-${width}.png`) });

    await actions.menuButton('Piață').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await shot('subcategory-menu');
    await page.keyboard.press('Escape');
    await actions.lock('Restaurante').hover();
    await expect(actions.lockTooltip()).toBeVisible();
    // Its fade-in over.
    await expect.poll(() => actions.lockTooltip().evaluate((tooltip) => tooltip.getAnimations().length)).toBe(0);
    await shot('predefined-lock');

    await actions.menuButton('Piață').click();
    await page.getByRole('menuitem', { name: 'Redenumește' }).click();
    await expect(actions.dialog()).toBeVisible();
    await shot('rename-dialog');
    await page.keyboard.press('Escape');

    const dialog = await actions.openDelete('Piață');
    await expect(dialog).toContainText('2 tranzacții folosesc subcategoria „Piață” din Nutriție.');
    await shot('delete-dialog');
    await page.keyboard.press('Escape');

    await actions.addSubcategory('Nutriție', 'Pescărie');
    await expect(actions.dialog()).toContainText('Ai atins limita');
    await shot('add-refused');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Renunți la modificări?' }).getByRole('button', { name: 'Renunță', exact: true }).click();

    await actions.copyPlan();
    await expect(actions.toast('Nu este nimic de copiat')).toBeVisible();
    await shot('plan-copy');
  });
}

// Issue 28 point 4: the whole month at 1440 px (day figures shortened, '1,2k'), the phone's notice at 390 px.
for (const [width, height] of [[390, 844], [1440, 900]] as const) {
  test(`grid month at ${width} px`, async ({ page }) => {
    mkdirSync(DIR!, { recursive: true });
    await page.setViewportSize({ width, height });
    const { email } = await approveFreshAddress('grid-shots');
    const session = await signInPage(page, email);
    await asUser(session).from('transactions').insert([
      { type: 'INCOME', amount: 8450, category: 'VENITURI', subcategory: 'Salariu', date: `${month()}-01`, execution_status: 'COMPLETED' },
      { type: 'EXPENSE', amount: 2300, category: 'LOCUINTA', subcategory: 'Chirie', date: `${month()}-05`, execution_status: 'COMPLETED' },
      { type: 'EXPENSE', amount: 187.4, category: 'LOCUINTA', subcategory: 'Electricitate', date: `${month()}-14` },
    ]).throwOnError();
    await page.goto('/lunar-grid');
    await expect(page.locator('table[role="grid"]')).toBeAttached();
    await page.screenshot({ path: path.join(DIR!, `grid-month-${width}.png`) });
  });
}
