import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CategoriesSection, OptionsPage } from '../page-models/options-page';
import { SettingsSection } from '../page-models/settings-section';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, signInPage } from '../support/users';

// Issue 13: every section of Opțiuni, its dialogs with their messages, a toast and a tooltip are
// axe-clean (WCAG 2.1 A and AA, contrast included) in the light and the dark theme. The theme
// follows the device (themeMode 'system' by default), which the test emulates.

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${screen}: ${v.id} ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`Opțiuni is axe-clean in the ${theme} theme: categories, accounts, settings and their dialogs`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: theme });
    const address = await approveFreshAddress(`axe-${theme}`);
    const session = await signInPage(page, address.email);
    const options = new OptionsPage(page);
    const categories = new CategoriesSection(page);
    await options.goto('categorii');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(categories.group('Transport')).toBeVisible();
    await expectAccessible(page, 'categories');

    await categories.addSubcategory('Transport', 'Garaj');
    await expect(page.getByText('Subcategoria „Garaj” a fost adăugată.').first()).toBeVisible();
    await expectAccessible(page, 'categories with a success toast');
    await categories.addSubcategory('Transport', ' garaj', false);
    await expect(categories.dialog.getByText('Există deja o subcategorie cu acest nume în această categorie')).toBeVisible();
    await expectAccessible(page, 'add dialog with its message');
    await categories.dialog.getByRole('button', { name: 'Renunță' }).click();

    await asUser(session).from('transactions').insert({ type: 'EXPENSE', amount: 20, category: 'TRANSPORT', subcategory: 'Garaj', date: '2026-11-02' }).throwOnError();
    await categories.openDeleteSubcategory('Transport', 'Garaj');
    await categories.dialog.getByRole('button', { name: 'Șterge subcategoria' }).click();
    await expect(categories.dialog.getByText('Alege subcategoria în care se mută tranzacțiile')).toBeVisible();
    await expectAccessible(page, 'delete dialog with its message');
    await page.keyboard.press('Escape');
    await expect(categories.dialog).toBeHidden();

    await categories.search.fill('intretinere');
    const lock = categories.subcategory('Locuință', 'Întreținere').getByRole('img', { name: 'Întreținere: predefinită' });
    await lock.focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectAccessible(page, 'search with a lock tooltip');

    await options.section('Conturi').click();
    await expect(options.accounts).toHaveCount(3);
    await expectAccessible(page, 'accounts');
    await options.openNewAccount();
    await options.fillAccount({ name: 'R', initialBalance: '-10' });
    await options.submitAccount();
    await expect(options.dialog.getByText('Numele contului trebuie să aibă cel puțin 2 caractere')).toBeVisible();
    await expectAccessible(page, 'account dialog with its messages');
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'discard question');
    await page.getByRole('dialog', { name: 'Renunți la modificări?' }).getByRole('button', { name: 'Renunță', exact: true }).click();
    await expect(options.dialog).toBeHidden();
    await options.accountAction('Cash', 'Șterge');
    await expect(options.dialog).toBeVisible();
    await expectAccessible(page, 'account delete dialog');
    await page.keyboard.press('Escape');
    await expect(options.dialog).toBeHidden();

    await options.section('Setări').click();
    const settings = new SettingsSection(page);
    await expect(settings.root).toBeVisible();
    await settings.type('Data de început a soldului', '30/02/2026');
    await expect(settings.fieldError('Data de început a soldului')).toHaveText('Data nu există sau nu este scrisă ca zz/ll/aaaa.');
    await expectAccessible(page, 'settings with a field message');
    await address.revoke();
  });
}
