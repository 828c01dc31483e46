import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { OptionsPage, RulesSection } from '../page-models/options-page';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, signInPage } from '../support/users';

// Screenshots of the section at 390 and 1440 px only when SCREENSHOTS_DIR is set.
const DIR = process.env.SCREENSHOTS_DIR;

/** Axe (WCAG 2.1 A and AA) on the part of the page `within` names (the dialog's parts are shared-ui's, scanned in options-accessibility). */
async function expectAccessible(page: Page, within: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(within).analyze();
  expect(violations.map((v) => `${v.id} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('Reguli: rules added, reordered from the keyboard, edited and deleted, axe-clean; the server holds the order', async ({ page }) => {
  const address = await approveFreshAddress('reguli');
  const session = await signInPage(page, address.email);
  const db = asUser(session);
  const options = new OptionsPage(page);
  const rules = new RulesSection(page);
  const toasts = page.getByRole('region', { name: 'Notificări' }).getByTestId('toast');
  const shot = async (name: string) => {
    if (!DIR) return;
    mkdirSync(DIR, { recursive: true });
    for (const [width, height] of [[390, 844], [1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(DIR, `options-rules-${name}-${width}.png`) });
    }
  };

  await options.goto('reguli');
  await expect(page.getByRole('heading', { name: 'Nicio regulă încă' })).toBeVisible();
  await shot('empty');

  await rules.add({ pattern: 'Mega Image', category: 'Nutriție', subcategory: 'Cumpărături alimentare' });
  await rules.add({ pattern: 'Netflix', exact: true, category: 'Timp liber', subcategory: 'Abonamente streaming' });
  await rules.add({ pattern: '  OMV ', category: 'Transport', subcategory: 'Combustibil' });
  await rules.add({ pattern: '   ', category: 'Transport' }, false);
  await expect(rules.dialog.getByText('Scrie textul pe care îl caută regula.')).toBeVisible();
  // Typed in, the dialog asks before Escape throws it away.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Renunți la modificări?' }).getByRole('button', { name: 'Renunță', exact: true }).click();
  await expect(rules.dialog).toBeHidden();
  await expect(rules.rows).toHaveCount(3);

  // Moved up twice from the keyboard: the focus stays on the moved rule's button.
  const up = page.getByRole('button', { name: 'Mută regula „OMV” mai sus' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(up).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mută regula „OMV” mai jos' })).toBeFocused();
  await expect.poll(() => rules.sentences()).toEqual([
    'Dacă descrierea sau beneficiarul conține „OMV” → Transport › Combustibil',
    'Dacă descrierea sau beneficiarul conține „Mega Image” → Nutriție › Cumpărături alimentare',
    'Dacă descrierea sau beneficiarul este exact „Netflix” → Timp liber › Abonamente streaming',
  ]);
  await expect.poll(async () => (await db.from('category_rules').select('pattern').order('position')).data?.map((r) => r.pattern)).toEqual(['OMV', 'Mega Image', 'Netflix']);
  await expectAccessible(page, '[aria-labelledby="opt-rules-title"]');
  if (DIR) await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  await shot('list');

  await page.getByRole('button', { name: 'Editează regula „Netflix”' }).click();
  await expect(rules.dialog.getByLabel('Textul căutat')).toHaveValue('Netflix');
  await shot('dialog');
  await page.keyboard.press('Escape');
  await rules.edit('Netflix', { pattern: 'netflix.com', exact: false });
  await expect(rules.rows.nth(2)).toHaveAttribute('aria-label', 'Dacă descrierea sau beneficiarul conține „netflix.com” → Timp liber › Abonamente streaming');

  await rules.remove('Mega Image');
  await expect(rules.rows).toHaveCount(2);
  const { data } = await db.from('category_rules').select('pattern, match_kind, category, subcategory').order('position').throwOnError();
  expect(data).toEqual([
    { pattern: 'OMV', match_kind: 'CONTAINS', category: 'TRANSPORT', subcategory: 'Combustibil' },
    { pattern: 'netflix.com', match_kind: 'CONTAINS', category: 'TIMP_LIBER', subcategory: 'Abonamente streaming' },
  ]);
  await address.revoke();
});
