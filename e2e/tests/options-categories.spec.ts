import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AppFrame } from '../page-models/app-frame';
import { GridActions } from '../page-models/grid-actions';
import { GridPage } from '../page-models/grid-page';
import { CategoriesSection, OptionsPage } from '../page-models/options-page';
import { TransactionsPage } from '../page-models/transactions-page';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, signInPage } from '../support/users';

// Each test signs up an address of its own (approved for this run), so they run in parallel.

async function openCategories(page: Page, label: string) {
  const address = await approveFreshAddress(label);
  const session = await signInPage(page, address.email);
  await new OptionsPage(page).goto('categorii');
  const categories = new CategoriesSection(page);
  await expect(categories.group('Transport')).toBeVisible();
  return { categories, db: asUser(session), userId: session.user.id, revoke: address.revoke };
}

const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
/** A day of the month the grid opens on (the browser's, in Bucharest time like the app's users). */
const dayOfThisMonth = (day: number) => `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date()).slice(0, 8)}${String(day).padStart(2, '0')}`;
/** How the grid's cell names say a date: '2 noiembrie'. */
const said = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

const expense = (subcategory: string, description: string) => ({
  type: 'EXPENSE',
  amount: 25,
  category: 'TRANSPORT',
  subcategory,
  date: new Date().toISOString().slice(0, 10),
  description,
  execution_status: 'COMPLETED',
});

test('groups by label, a search that ignores diacritics, locks on predefined ones; the 6th custom subcategory is refused', async ({ page }) => {
  const { categories, db, revoke } = await openCategories(page, 'categorii');
  await expect(categories.group('Locuință')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'LOCUINTA' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await categories.search.fill('INTRETINERE');
  await expect(page.getByTestId('category-group')).toHaveCount(2);
  await expect(categories.subcategory('Locuință', 'Întreținere')).toBeVisible();
  await expect(categories.subcategory('Transport', 'Service și întreținere auto')).toBeVisible();
  await expect(page.getByTestId('subcategory-row')).toHaveCount(2);
  const lock = categories.subcategory('Locuință', 'Întreținere').getByRole('img', { name: 'Întreținere: predefinită' });
  await lock.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Subcategorie predefinită: nu poate fi redenumită sau ștearsă.');
  await expect(categories.subcategory('Locuință', 'Întreținere').getByRole('button')).toHaveCount(0);
  await categories.search.fill('');

  for (const name of ['Garaj', 'ITP', 'Spălătorie', 'Vulcanizare', 'Trotinetă']) await categories.addSubcategory('Transport', name);
  await expect(categories.group('Transport')).toContainText('5 din 5 personalizate');
  await categories.addSubcategory('Transport', '  garaj ', false);
  await expect(categories.dialog.getByText('Există deja o subcategorie cu acest nume în această categorie')).toBeVisible();
  await categories.dialog.getByLabel('Numele subcategoriei').fill('Amenzi');
  await categories.dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
  await expect(categories.dialog.getByText('Ai atins limita de 5 subcategorii personalizate pentru această categorie')).toBeVisible();
  await categories.dialog.getByRole('button', { name: 'Renunță' }).click();
  const { data } = await db.from('custom_categories').select('category_data').single();
  const transport = (data?.category_data as { categories: { name: string; subcategories: { name: string; isCustom: boolean }[] }[] }).categories.find((c) => c.name === 'TRANSPORT');
  expect(transport?.subcategories.filter((s) => s.isCustom).map((s) => s.name)).toEqual(['Garaj', 'ITP', 'Spălătorie', 'Vulcanizare', 'Trotinetă']);
  await revoke();
});

test('a renamed subcategory is what /transactions and the grid show, the grid having been open before', async ({ page }) => {
  const { categories, db, revoke } = await openCategories(page, 'redenumire');
  await categories.addSubcategory('Transport', 'Abonament metrou');
  await db.from('transactions').insert({ ...expense('Abonament metrou', 'abonament noiembrie'), date: dayOfThisMonth(2) }).throwOnError();
  // The grid is read first, so its month is in the cache when the rename happens elsewhere.
  const frame = new AppFrame(page);
  const grid = new GridPage(page);
  const gridActions = new GridActions(page);
  await frame.goBySidebar('Grid Lunar');
  await expect(grid.grid).toBeVisible();
  await expect(grid.cell(`Transport › Abonament metrou, ${said(dayOfThisMonth(2))}: 25 lei`)).toBeVisible();

  await frame.goBySidebar('Opțiuni');
  await expect(categories.group('Transport')).toBeVisible();
  await categories.renameSubcategory('Transport', 'Abonament metrou', 'Card metrou');
  await expect(page.getByText('Subcategoria a fost redenumită „Card metrou”. 1 tranzacție a fost actualizată.')).toBeVisible();
  await expect(categories.subcategory('Transport', 'Card metrou')).toBeVisible();

  await frame.goBySidebar('Grid Lunar');
  await expect(grid.cell(`Transport › Card metrou, ${said(dayOfThisMonth(2))}: 25 lei`)).toBeVisible();
  await expect(gridActions.subcategoryRow('Card metrou')).toBeVisible();
  await expect(gridActions.subcategoryRow('Abonament metrou')).toHaveCount(0);
  await page.reload();
  await expect(grid.cell(`Transport › Card metrou, ${said(dayOfThisMonth(2))}: 25 lei`)).toBeVisible();

  const tx = new TransactionsPage(page);
  await tx.goto();
  await expect(tx.row('abonament noiembrie')).toContainText('Card metrou');
  await revoke();
});

test('deleting a subcategory moves its transactions, or takes it off them', async ({ page }) => {
  const { categories, db, revoke } = await openCategories(page, 'stergere');
  for (const name of ['Taxi de noapte', 'Trotinetă', 'Autostop']) await categories.addSubcategory('Transport', name);
  await db.from('transactions').insert([expense('Taxi de noapte', 'taxi 1'), expense('Taxi de noapte', 'taxi 2'), expense('Autostop', 'autostop')]).throwOnError();

  await categories.openDeleteSubcategory('Transport', 'Taxi de noapte');
  await expect(categories.dialog).toContainText('2 tranzacții folosesc subcategoria „Taxi de noapte” din Transport.');
  await categories.dialog.getByRole('button', { name: 'Șterge subcategoria' }).click();
  await expect(categories.dialog.getByText('Alege subcategoria în care se mută tranzacțiile')).toBeVisible();
  await categories.dialog.getByLabel('Subcategoria în care se mută').selectOption('Trotinetă');
  await categories.dialog.getByRole('button', { name: 'Șterge subcategoria' }).click();
  await expect(categories.dialog).toBeHidden();
  await expect(page.getByText('Subcategoria „Taxi de noapte” a fost ștearsă. 2 tranzacții au fost actualizate.')).toBeVisible();
  await expect(categories.subcategory('Transport', 'Taxi de noapte')).toHaveCount(0);

  await categories.openDeleteSubcategory('Transport', 'Autostop');
  await expect(categories.dialog).toContainText('1 tranzacție folosește subcategoria „Autostop” din Transport.');
  await categories.dialog.getByRole('radio', { name: 'Păstreaz-o fără subcategorie' }).check();
  await categories.dialog.getByRole('button', { name: 'Șterge subcategoria' }).click();
  await expect(categories.dialog).toBeHidden();
  const { data } = await db.from('transactions').select('description, subcategory').order('description');
  expect(data).toEqual([
    { description: 'autostop', subcategory: null },
    { description: 'taxi 1', subcategory: 'Trotinetă' },
    { description: 'taxi 2', subcategory: 'Trotinetă' },
  ]);
  await revoke();
});

test('a custom category: added, renamed with its transactions, deleted at once when empty or after moving its transactions', async ({ page }) => {
  const { categories, db, revoke } = await openCategories(page, 'categorie');
  await categories.addCategory('Animale');
  await expect(categories.group('Animale')).toContainText('Personalizată');
  await categories.addSubcategory('Animale', 'Hrană');
  await db.from('transactions').insert([
    { ...expense('Hrană', 'conserve'), category: 'Animale' },
    { ...expense('Hrană', 'boabe'), category: 'Animale' },
  ]).throwOnError();
  await categories.renameCategory('Animale', 'Animale de companie');
  await expect(page.getByText('Categoria a fost redenumită „Animale de companie”. 2 tranzacții au fost actualizate.')).toBeVisible();
  await expect(categories.subcategory('Animale de companie', 'Hrană')).toBeVisible();

  await categories.openDeleteCategory('Animale de companie');
  await expect(categories.dialog).toContainText('2 tranzacții sunt în categoria „Animale de companie”.');
  await categories.dialog.getByRole('button', { name: 'Șterge categoria' }).click();
  await expect(categories.dialog).toBeVisible();
  expect((await db.from('transactions').select('category').eq('category', 'Animale de companie')).data).toHaveLength(2);
  await categories.dialog.getByLabel('Mută tranzacțiile în categoria').selectOption({ label: 'Transport' });
  await categories.dialog.getByRole('button', { name: 'Șterge categoria' }).click();
  await expect(categories.dialog).toBeHidden();
  await expect(page.getByText('Categoria „Animale de companie” a fost ștearsă. 2 tranzacții au fost actualizate.')).toBeVisible();
  await expect(categories.group('Animale de companie')).toHaveCount(0);
  const { data } = await db.from('transactions').select('description, category, subcategory').order('description');
  expect(data).toEqual([
    { description: 'boabe', category: 'TRANSPORT', subcategory: null },
    { description: 'conserve', category: 'TRANSPORT', subcategory: null },
  ]);

  await categories.addCategory('Hobby');
  await categories.openDeleteCategory('Hobby');
  await expect(categories.dialog).toContainText('Categoria „Hobby” nu are tranzacții și dispare cu subcategoriile ei.');
  await categories.dialog.getByRole('button', { name: 'Șterge categoria' }).click();
  await expect(categories.dialog).toBeHidden();
  await expect(categories.group('Hobby')).toHaveCount(0);
  const { data: stored } = await db.from('custom_categories').select('category_data').single().throwOnError();
  const names = (stored.category_data as { categories: { name: string }[] }).categories.map((c) => c.name);
  expect(names).not.toContain('Hobby');
  expect(names).not.toContain('Animale de companie');
  await revoke();
});

test('a save based on an old version is refused; the page reloads the document, says so and keeps what was typed', async ({ page }) => {
  const { categories, db, userId, revoke } = await openCategories(page, 'versiune');
  await categories.addSubcategory('Transport', 'Garaj');
  // Another tab saves meanwhile: the stored document moves on by one version.
  const { data } = await db.from('custom_categories').select('category_data, version').single().throwOnError();
  const document = data.category_data as { categories: { name: string; subcategories: { name: string; isCustom: boolean }[] }[]; version: number };
  const transport = document.categories.find((c) => c.name === 'TRANSPORT')!;
  transport.subcategories.push({ name: 'Din alt tab', isCustom: true });
  await db.from('custom_categories').update({ category_data: { ...document, version: data.version + 1 }, version: data.version + 1 }).eq('user_id', userId).throwOnError();

  await categories.addSubcategory('Transport', 'Benzinărie', false);
  await expect(page.getByText('Categoriile au fost schimbate între timp, în altă fereastră. Au fost reîncărcate; încearcă din nou.')).toBeVisible();
  await expect(categories.dialog.getByLabel('Numele subcategoriei')).toHaveValue('Benzinărie');
  await categories.dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
  await expect(categories.dialog).toBeHidden();
  await expect(categories.subcategory('Transport', 'Benzinărie')).toBeVisible();
  await expect(categories.subcategory('Transport', 'Din alt tab')).toBeVisible();
  await revoke();
});
