import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CategoriesSection, OptionsPage } from '../page-models/options-page';
import { SettingsSection } from '../page-models/settings-section';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, signInPage } from '../support/users';

// Screenshots of Opțiuni (categories, accounts, settings, their dialogs) at 375, 390 and 1440 px,
// light and dark,
// for a visual check; only when SCREENSHOTS_DIR is set, so the regular run stays quick.
const DIR = process.env.SCREENSHOTS_DIR;
test.skip(!DIR, 'set SCREENSHOTS_DIR to take the screenshots');

for (const [width, height] of [[375, 667], [390, 844], [1440, 900]] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`options at ${width} px, ${theme}`, async ({ page }) => {
      mkdirSync(DIR!, { recursive: true });
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height });
      const address = await approveFreshAddress('ecrane');
      const session = await signInPage(page, address.email);
      const shot = (name: string) => page.screenshot({ path: path.join(DIR!, `options-${name}-${width}-${theme}.png`) });
      const options = new OptionsPage(page);
      const categories = new CategoriesSection(page);
      const toasts = page.getByRole('region', { name: 'Notificări' }).getByTestId('toast');

      await options.goto('categorii');
      await expect(categories.group('Transport')).toBeVisible();
      await categories.addSubcategory('Transport', 'Garaj');
      // Shot once its success toast has come and gone (5 s).
      await expect(toasts.filter({ hasText: 'Subcategoria „Garaj” a fost adăugată.' })).toBeVisible();
      await expect(toasts).toHaveCount(0, { timeout: 15_000 });
      await shot('categories');
      await categories.search.fill('intretinere');
      await shot('categories-search');
      await categories.search.fill('');
      await categories.addSubcategory('Transport', ' garaj', false);
      await expect(categories.dialog.getByText('Există deja o subcategorie cu acest nume în această categorie')).toBeVisible();
      await shot('add-subcategory');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Renunți la modificări?' }).getByRole('button', { name: 'Renunță', exact: true }).click();
      await expect(categories.dialog).toBeHidden();
      await categories.subcategory('Transport', 'Garaj').getByRole('button', { name: 'Redenumește Garaj' }).click();
      await expect(categories.dialog.getByLabel('Numele nou')).toHaveValue('Garaj');
      await shot('rename-subcategory');
      await page.keyboard.press('Escape');
      await expect(categories.dialog).toBeHidden();
      await asUser(session).from('transactions').insert({ type: 'EXPENSE', amount: 20, category: 'TRANSPORT', subcategory: 'Garaj', date: '2026-11-02' }).throwOnError();
      await categories.openDeleteSubcategory('Transport', 'Garaj');
      await expect(categories.dialog).toContainText('1 tranzacție');
      await shot('delete-subcategory');
      await page.keyboard.press('Escape');

      await options.section('Conturi').click();
      await expect(options.accounts).toHaveCount(3);
      await options.addAccount({ name: 'Revolut', type: 'savings', initialBalance: '2500' });
      await expect(toasts.filter({ hasText: 'Contul a fost creat cu succes.' })).toBeVisible();
      await expect(toasts).toHaveCount(0, { timeout: 15_000 });
      await page.screenshot({ path: path.join(DIR!, `options-accounts-${width}-${theme}.png`), fullPage: true });
      await options.openNewAccount();
      await options.submitAccount();
      await shot('account-dialog');
      await page.keyboard.press('Escape');

      await options.section('Setări').click();
      const settings = new SettingsSection(page);
      await expect(settings.root).toBeVisible();
      await settings.type('Data de început a soldului', '30/02/2026');
      await expect(settings.fieldError('Data de început a soldului')).toBeVisible();
      await page.screenshot({ path: path.join(DIR!, `options-settings-${width}-${theme}.png`), fullPage: true });
      await address.revoke();
    });
  }
}
