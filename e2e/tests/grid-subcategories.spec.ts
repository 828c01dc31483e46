import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { GridActions } from '../page-models/grid-actions';
import { GridPage } from '../page-models/grid-page';
import { TransactionsPage } from '../page-models/transactions-page';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, signInPage } from '../support/users';

// Issue 11 point 6: subcategories added, renamed and deleted from the grid, against the real server.
// Each test signs a fresh user up, with a category document of its own.

const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const dateIn = (day: number) => `${today().slice(0, 8)}${String(day).padStart(2, '0')}`;
const said = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

const NUTRITIE = ['Cumpărături alimentare', 'Restaurante', 'Livrări de mâncare', 'Cafenele', 'Suplimente'];
/** The category document as the app saves it: Nutriție with these custom subcategories after its defaults. */
const nutritieWith = (...custom: string[]) => ({
  categories: [{ name: 'NUTRITIE', isCustom: false, subcategories: [...NUTRITIE.map((name) => ({ name, isCustom: false })), ...custom.map((name) => ({ name, isCustom: true }))] }],
  version: 1,
});

async function open(page: Page, custom: string[], seed: Array<{ amount: number; subcategory: string; day: number; description: string }>) {
  const { email } = await approveFreshAddress('grid-sub');
  const session = await signInPage(page, email);
  const db = asUser(session);
  if (custom.length > 0) await db.from('custom_categories').upsert({ category_data: nutritieWith(...custom), version: 1 }, { onConflict: 'user_id' }).throwOnError();
  if (seed.length > 0) {
    await db
      .from('transactions')
      .insert(seed.map((s) => ({ type: 'EXPENSE', amount: s.amount, category: 'NUTRITIE', subcategory: s.subcategory, date: dateIn(s.day), description: s.description, execution_status: 'COMPLETED' })))
      .throwOnError();
  }
  const grid = new GridPage(page);
  await grid.goto();
  return { grid, actions: new GridActions(page), session };
}

async function subcategoriesOf(session: Session): Promise<string[]> {
  const { data } = await asUser(session).from('transactions').select('description,subcategory').order('description').throwOnError();
  return data.map((r) => `${r.description}: ${r.subcategory ?? '—'}`);
}

test('a subcategory added and renamed from the grid shows renamed in the grid and in /transactions; predefined ones are locked', async ({ page }) => {
  const { grid, actions, session } = await open(page, [], []);
  await expect(actions.lock('Restaurante')).toBeVisible();
  await expect(actions.menuButton('Restaurante')).toHaveCount(0);
  await actions.lock('Restaurante').hover();
  await expect(actions.lockTooltip()).toBeVisible();

  await actions.addSubcategory('Nutriție', 'Piață');
  await expect(actions.toast('Subcategoria „Piață” a fost adăugată.')).toBeVisible();
  await expect(actions.subcategoryRow('Piață')).toBeVisible();
  await asUser(session).from('transactions').insert({ type: 'EXPENSE', amount: 64, category: 'NUTRITIE', subcategory: 'Piață', date: dateIn(4), description: 'legume', execution_status: 'COMPLETED' }).throwOnError();

  await actions.rename('Piață', ' Piața Obor ');
  await expect(actions.toast('Subcategoria a fost redenumită „Piața Obor”. 1 tranzacție a fost actualizată.')).toBeVisible();
  await expect(actions.subcategoryRow('Piața Obor')).toBeVisible();
  await expect(actions.subcategoryRow('Piață')).toHaveCount(0);
  await expect(grid.cell(`Nutriție › Piața Obor, ${said(dateIn(4))}: 64 lei`)).toBeVisible();

  // /transactions reads the same shared keys: the row is under its new name without a reload.
  await page.keyboard.press('Alt+t');
  const tx = new TransactionsPage(page);
  await expect(tx.heading).toBeVisible();
  await expect(tx.row('legume')).toContainText('Piața Obor');
  expect(await subcategoriesOf(session)).toEqual(['legume: Piața Obor']);
});

test('deleting a custom subcategory moves its transactions to the one chosen, or leaves them without one', async ({ page }) => {
  const { grid, actions, session } = await open(page, ['Piață', 'Brutărie', 'Cofetărie'], [
    { amount: 30, subcategory: 'Piață', day: 2, description: 'a-roșii' },
    { amount: 12, subcategory: 'Piață', day: 3, description: 'b-ceapă' },
    { amount: 20, subcategory: 'Brutărie', day: 3, description: 'c-pâine' },
    { amount: 15, subcategory: 'Cofetărie', day: 5, description: 'd-prăjitură' },
  ]);
  const dialog = await actions.openDelete('Piață');
  await expect(dialog).toContainText('2 tranzacții folosesc subcategoria „Piață” din Nutriție.');
  // The dialog and the menu are axe-clean.
  const axe = (selector: string) => new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect((await axe('[role=dialog]')).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Renunță' }).click();
  await actions.menuButton('Brutărie').click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect((await axe('[role=menu]')).violations).toEqual([]);
  await page.keyboard.press('Escape');

  await actions.delete('Piață', 'Brutărie');
  await expect(actions.toast('Subcategoria „Piață” a fost ștearsă. 2 tranzacții au fost actualizate.')).toBeVisible();
  await expect(actions.subcategoryRow('Piață')).toHaveCount(0);
  await expect(grid.cell(`Nutriție › Brutărie, ${said(dateIn(3))}: 32 lei`)).toBeVisible();

  await actions.delete('Cofetărie', null);
  await expect(actions.subcategoryRow('Cofetărie')).toHaveCount(0);
  expect(await subcategoriesOf(session)).toEqual(['a-roșii: Brutărie', 'b-ceapă: Brutărie', 'c-pâine: Brutărie', 'd-prăjitură: —']);
  const { data } = await asUser(session).from('custom_categories').select('category_data').single().throwOnError();
  expect(JSON.stringify(data.category_data)).not.toMatch(/Piață|Cofetărie/);
});

test('the sixth custom subcategory of a category is refused in the grid and by the server', async ({ page }) => {
  const five = ['Unu', 'Doi', 'Trei', 'Patru', 'Cinci'];
  const { actions, session } = await open(page, five, []);
  await actions.addSubcategory('Nutriție', 'Șase');
  const dialog = actions.dialog();
  await expect(dialog).toContainText('Ai atins limita de 5 subcategorii personalizate pentru această categorie');
  await expect(dialog).toContainText('Subcategorii personalizate: 5 din 5');
  await dialog.getByRole('button', { name: 'Renunță' }).click();
  await expect(actions.subcategoryRow('Șase')).toHaveCount(0);
  // A duplicate in another case and spacing is refused the same way.
  await actions.addSubcategory('Transport', ' parcare ');
  await expect(actions.dialog()).toContainText('Există deja o subcategorie cu acest nume în această categorie');
  await actions.dialog().getByRole('button', { name: 'Renunță' }).click();

  // Calling the API directly does not get round it.
  const direct = await asUser(session).from('custom_categories').upsert({ category_data: { ...nutritieWith(...five, 'Șase'), version: 2 }, version: 2 }, { onConflict: 'user_id' });
  expect({ status: direct.status, hint: direct.error?.hint }).toEqual({ status: 400, hint: 'MAX_CUSTOM_SUBCATEGORIES' });
  await page.reload();
  await expect(actions.subcategoryRow('Cinci')).toBeVisible();
  await expect(actions.subcategoryRow('Șase')).toHaveCount(0);
});
