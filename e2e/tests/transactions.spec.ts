import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import ExcelJS from 'exceljs';
import { SettingsSection } from '../page-models/settings-section';
import { displayDate } from '../page-models/date-field';
import { TransactionsPage } from '../page-models/transactions-page';
import { qaEmail } from '../support/env';
import { asUser, signInPage } from '../support/users';

// Each test has its own user (qa-21…qa-40 belong to these suites), so they run in parallel.

const isoDaysAgo = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const SEED = [
  { type: 'INCOME', amount: 5000, category: 'VENITURI', subcategory: 'Salariu', date: isoDaysAgo(40), description: 'salariu martie', execution_status: 'COMPLETED' },
  { type: 'EXPENSE', amount: 1200, category: 'LOCUINTA', subcategory: null, date: isoDaysAgo(30), description: 'chirie', execution_status: 'COMPLETED' },
  { type: 'EXPENSE', amount: 85.5, category: 'NUTRITIE', subcategory: null, date: isoDaysAgo(20), description: 'piață duminică', execution_status: null },
  { type: 'SAVING', amount: 300, category: 'ECONOMII', subcategory: null, date: isoDaysAgo(10), description: 'fond urgență', execution_status: 'COMPLETED' },
  { type: 'EXPENSE', amount: 42, category: 'TRANSPORT', subcategory: null, date: isoDaysAgo(5), description: 'benzină', execution_status: 'MODIFIED' },
];

async function seed(session: Session) {
  await asUser(session).from('transactions').insert(SEED).throwOnError();
}

async function open(page: Page, n: number, withSeed = true) {
  const session = await signInPage(page, qaEmail(n));
  if (withSeed) await seed(session);
  const tx = new TransactionsPage(page);
  await tx.goto();
  return { tx, session };
}

test('create, edit, delete with undo; the balance widget follows', async ({ page }) => {
  const { tx } = await open(page, 21, false);
  await expect(page.getByRole('heading', { name: 'Nicio tranzacție încă' })).toBeVisible();
  // Validation: the exact messages of spec point 5, before anything is sent.
  await page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
  await tx.dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
  await expect(tx.dialog.getByText('Suma este obligatorie')).toBeVisible();
  await expect(tx.dialog.getByText('Categoria este obligatorie')).toBeVisible();
  // Half filled, the form asks before Escape throws it away (issue 28 point 5); editing on keeps the text.
  await tx.dialog.getByLabel('Sumă (RON)').fill('12');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Renunți la modificări?' });
  await discard.getByRole('button', { name: 'Continuă editarea' }).click();
  await expect(tx.dialog.getByLabel('Sumă (RON)')).toHaveValue('12');
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Renunță', exact: true }).click();
  await expect(tx.dialog).toBeHidden();

  await tx.addTransaction({ category: 'NUTRITIE', type: 'EXPENSE', amount: '123,5', description: 'cumpărături e2e' });
  await expect(page.getByText('Tranzacția a fost adăugată.')).toBeVisible();
  await expect(tx.row('cumpărături e2e')).toContainText('123,50 lei');
  await expect(tx.row('cumpărături e2e')).toContainText('Nutriție');

  await tx.edit('cumpărături e2e');
  await tx.fill({ amount: '200', description: 'cumpărături editate' });
  await tx.dialog.getByRole('button', { name: 'Salvează modificările' }).click();
  await expect(tx.row('cumpărături editate')).toContainText('200 lei');

  await tx.delete('cumpărături editate');
  await expect(page.getByText('Tranzacția a fost ștearsă.')).toBeVisible();
  await expect(tx.rows).toHaveCount(0);
  await page.getByRole('button', { name: 'Anulează' }).click();
  await expect(tx.row('cumpărături editate')).toBeVisible();
});

test('every filter goes to the URL, survives a reload and comes back from a link', async ({ page }) => {
  const { tx } = await open(page, 22);
  await expect(tx.rows).toHaveCount(5);
  const cases: [string, () => Promise<unknown>, RegExp, number][] = [
    ['type', () => tx.filter('Tip').selectOption('SAVING'), /tip=SAVING/, 1],
    ['category', () => tx.filter('Categorie').selectOption('LOCUINTA'), /categorie=LOCUINTA/, 1],
    ['subcategory', async () => { await tx.filter('Categorie').selectOption('VENITURI'); await tx.filter('Subcategorie').selectOption('Salariu'); }, /subcategorie=Salariu/, 1],
    ['status', () => tx.filter('Stare').selectOption('PENDING'), /stare=PENDING/, 1],
    ['date range', async () => { await tx.filterDate('De la data', isoDaysAgo(25)); await tx.filterDate('Până la data', isoDaysAgo(8)); }, /data_de_la=.*data_pana_la=/, 2],
    ['amount range', async () => { await tx.filter('Sumă minimă').fill('50'); await tx.filter('Sumă minimă').press('Enter'); await tx.filter('Sumă maximă').fill('400'); await tx.filter('Sumă maximă').press('Enter'); }, /suma_min=50.*suma_max=400/, 2],
    ['text', () => tx.filter('Caută în descriere').fill('PIAȚĂ'), /text=PIA/, 1],
  ];
  for (const [name, apply, url, count] of cases) {
    await test.step(name, async () => {
      await apply();
      await expect(page).toHaveURL(url);
      await expect(tx.rows).toHaveCount(count);
      const link = page.url();
      await page.reload();
      await expect(tx.rows).toHaveCount(count);
      await tx.page.goto('/transactions');
      await tx.page.goto(link);
      await expect(tx.rows).toHaveCount(count);
      await page.getByRole('button', { name: 'Resetează filtrele' }).first().click();
      await expect(page.getByText('Filtrele au fost resetate.')).toBeVisible();
      await expect(tx.rows).toHaveCount(5);
      await expect(page).not.toHaveURL(/\?/);
    });
  }
  await tx.goto('?tip=CADOU&categorie=NUTRITIE');
  await expect(page.getByText('Unele filtre din link nu sunt valide și au fost ignorate.')).toBeVisible();
  await expect(tx.rows).toHaveCount(1);
  // Sorting is on the server too, and in the URL.
  await tx.goto('');
  await page.getByRole('button', { name: /^Sumă/ }).click();
  await expect(page).toHaveURL(/sortare=amount/);
  await expect(tx.rows.first()).toContainText('5.000 lei');
});

test('the default columns fit 1440 px; column order and visibility persist after a reload', async ({ page }) => {
  const { tx } = await open(page, 23);
  // Issue 28 point 10: at 1440 px with the sidebar open the default columns fit the box, the
  // description and the running balance in view; no currency column while every account is in RON.
  await tx.rows.first().waitFor();
  const thead = page.locator('.tx-table thead');
  await expect(page.getByRole('columnheader', { name: 'Sold cumulat' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('columnheader', { name: 'Descriere' })).toBeInViewport({ ratio: 1 });
  const overflow = await page.getByTestId('transactions-table-scroll').evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(overflow, 'the table is wider than its box').toBeLessThanOrEqual(0);
  await expect(thead).not.toContainText('Monedă');
  await page.getByRole('button', { name: 'Coloane' }).click();
  await tx.dialog.getByRole('checkbox', { name: 'Monedă' }).check();
  await tx.dialog.getByRole('button', { name: 'Mută „Sumă” mai sus' }).click();
  await tx.dialog.getByRole('button', { name: 'Gata' }).click();
  const headers = page.locator('.tx-table thead th');
  await expect(headers.first()).toHaveText(/Sumă/);
  await expect(thead).toContainText('Monedă');
  await page.reload();
  await expect(headers.first()).toHaveText(/Sumă/);
  await expect(headers.nth(1)).toHaveText(/Tip/);
  await expect(thead).toContainText('Monedă');
});

test('a monthly recurring series creates its rule and its occurrences; deleting its first one and undoing keeps the series whole', async ({ page }) => {
  const { tx, session } = await open(page, 24, false);
  const start = isoDaysAgo(70);
  await page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
  await tx.fill({ category: 'LOCUINTA', type: 'EXPENSE', amount: '1500', date: start, description: 'chirie lunară' });
  await tx.dialog.getByLabel('Tranzacție recurentă').check();
  await tx.dialog.getByLabel('Frecvență').selectOption('MONTHLY');
  await tx.dialog.getByLabel('Se încheie').selectOption('after');
  await tx.dialog.getByLabel('Număr de repetări').fill('3');
  await tx.dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
  await expect(page.getByText('Au fost generate 3 tranzacții recurente.')).toBeVisible();
  await expect(tx.row('chirie lunară')).toHaveCount(3);
  const db = asUser(session);
  const { data: rules } = await db.from('recurring_rules').select('id,frequency,end_type,occurrences,start_date');
  expect(rules).toEqual([expect.objectContaining({ frequency: 'MONTHLY', end_type: 'AFTER_OCCURRENCES', occurrences: 3, start_date: start })]);
  const { data: rows } = await db.from('transactions').select('date,recurring_rule_id,frequency').order('date');
  expect(rows?.map((r) => r.recurring_rule_id)).toEqual([rules?.[0]?.id, rules?.[0]?.id, rules?.[0]?.id]);
  expect(rows?.every((r) => r.frequency === 'MONTHLY')).toBe(true);
  // Editing the whole series changes every occurrence, each keeps its date.
  await tx.edit('chirie lunară');
  await tx.fill({ amount: '1600' });
  await tx.dialog.getByLabel('Toată seria (fiecare își păstrează data)').check();
  await tx.dialog.getByRole('button', { name: 'Salvează modificările' }).click();
  await expect(tx.rows.filter({ hasText: '1.600 lei' })).toHaveCount(3);

  // Deleting the first occurrence (the series' template, last by date) takes the rule with it;
  // undo brings back the row, the rule and the links of the other two.
  const ruleId = rules?.[0]?.id;
  await tx.delete(tx.rows.last());
  await expect(page.getByText('Tranzacția a fost ștearsă.')).toBeVisible();
  await expect(tx.rows).toHaveCount(2);
  expect((await db.from('recurring_rules').select('id')).data).toEqual([]);
  await page.getByRole('button', { name: 'Anulează' }).click();
  await expect(page.getByText('Tranzacția a fost restaurată.')).toBeVisible();
  await expect(tx.rows).toHaveCount(3);
  expect((await db.from('recurring_rules').select('id,occurrences')).data).toEqual([{ id: ruleId, occurrences: 3 }]);
  const { data: relinked } = await db.from('transactions').select('date,recurring_rule_id').order('date');
  expect(relinked).toEqual(rows?.map((r) => ({ date: r.date, recurring_rule_id: ruleId })));
});

test('export CSV, Excel and JSON: the files hold what the database holds', async ({ page }) => {
  const { tx, session } = await open(page, 25);
  const { data: stored } = await asUser(session).from('transactions').select('id,amount,date,description').order('date', { ascending: false });
  const expected = (stored ?? []).map((r) => ({ id: r.id, amount: Number(r.amount), date: r.date, description: r.description }));
  // The header comes first in every format; the title names the sheet, not a row (issue 22 point 9).
  const HEADER = ['Dată', 'Tip', 'Cont', 'Către contul', 'Categorie', 'Subcategorie', 'Descriere', 'Stare', 'Sumă planificată', 'Sumă reală', 'Monedă', 'Sumă primită', 'Monedă primită', 'Recurentă', 'Frecvență', 'Sold cumulat', 'Reconciliată', 'ID'];
  const at = (name: string) => HEADER.indexOf(name);
  for (const format of ['CSV', 'Excel (.xlsx)', 'JSON'] as const) {
    await test.step(format, async () => {
      const { name, bytes } = await tx.exportFile(format, { filename: 'raport e2e', title: 'Raport test' });
      const ext = format === 'CSV' ? 'csv' : format === 'JSON' ? 'json' : 'xlsx';
      expect(name).toBe(`raport-e2e.${ext}`);
      let got: { id: string; amount: number; date: string; description: string }[];
      if (ext === 'json') {
        const json = JSON.parse(bytes.toString('utf8'));
        expect(json.title).toBe('Raport test');
        got = json.transactions.map((t: { id: string; plannedAmount: number; date: string; description: string }) => ({ ...t, amount: t.plannedAmount }));
      } else if (ext === 'csv') {
        const lines = bytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
        expect(lines[0]).toBe(HEADER.join(';'));
        got = lines.slice(1).map((line) => {
          const cells = line.match(/("([^"]|"")*"|[^;]*)(;|$)/g)!.map((c) => c.replace(/;$/, '').replace(/^"|"$/g, '').replace(/""/g, '"'));
          const [day, month, year] = cells[at('Dată')]!.split('/');
          return { id: cells[at('ID')]!, amount: Number(cells[at('Sumă planificată')]!.replace(',', '.')), date: `${year}-${month}-${day}`, description: cells[at('Descriere')]! };
        });
      } else {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(bytes as unknown as ArrayBuffer);
        const sheet = book.worksheets[0]!;
        expect(sheet.name).toBe('Raport test');
        expect(sheet.getRow(1).getCell(1).value).toBe('Dată');
        got = [];
        sheet.eachRow((row, n) => {
          if (n === 1) return;
          const cell = (column: string) => row.getCell(at(column) + 1).value;
          got.push({ id: String(cell('ID')), amount: Number(cell('Sumă planificată')), date: (cell('Dată') as Date).toISOString().slice(0, 10), description: String(cell('Descriere')) });
        });
      }
      expect(got.map(({ id, amount, date, description }) => ({ id, amount, date, description }))).toEqual(expected);
    });
  }
});

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test('a generated occurrence dated in the future can be edited, alone and with its whole series', async ({ page }) => {
  const { tx, session } = await open(page, 26, false);
  // Monthly from 40 days ago with the default 30-day look-ahead: the third occurrence lies 19 to
  // 22 days ahead, generated by the app.
  await page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
  await tx.fill({ category: 'LOCUINTA', type: 'EXPENSE', amount: '1500', date: isoDaysAgo(40), description: 'chirie în avans' });
  await tx.dialog.getByLabel('Tranzacție recurentă').check();
  await tx.dialog.getByLabel('Frecvență').selectOption('MONTHLY');
  await tx.dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
  await expect(page.getByText('Au fost generate 3 tranzacții recurente.')).toBeVisible();
  await expect(tx.row('chirie în avans')).toHaveCount(3);
  const db = asUser(session);
  const today = isoDaysAgo(0);
  const { data: stored } = await db.from('transactions').select('id,date').order('date').throwOnError();
  const future = stored.filter((row) => row.date > today);
  expect(future).toHaveLength(1);
  const { id, date } = future[0]!;
  const futureRow = page.locator(`[data-testid="transaction-row"][data-id="${id}"]`);

  // This occurrence only: a new amount, and two days later (still in the future).
  await tx.edit(futureRow);
  await tx.fill({ amount: '1550', date: addDays(date, 2) });
  await tx.save();
  await expect(page.getByText('Tranzacția a fost actualizată.')).toBeVisible();
  await expect(futureRow).toContainText('1.550 lei');
  expect((await db.from('transactions').select('date,amount').eq('id', id).single().throwOnError()).data).toEqual({ date: addDays(date, 2), amount: 1550 });

  // The whole series from the future occurrence: every row changes, each keeps its date.
  await tx.edit(futureRow);
  await tx.editScope('series');
  await expect(tx.dialog.getByLabel('Dată', { exact: true })).toBeDisabled();
  await tx.fill({ amount: '1600' });
  await tx.save();
  await expect(page.getByText('Toate tranzacțiile din serie au fost actualizate.')).toBeVisible();
  await expect(tx.rows.filter({ hasText: '1.600 lei' })).toHaveCount(3);
  const { data: after } = await db.from('transactions').select('id,date,amount').order('date').throwOnError();
  expect(after).toEqual(stored.map((row) => ({ id: row.id, date: row.id === id ? addDays(date, 2) : row.date, amount: 1600 })));
  expect((await db.from('recurring_rules').select('amount').single().throwOnError()).data).toEqual({ amount: 1600 });
});

test('a page past the end shows the last page, also after deleting its only row', async ({ page }) => {
  const session = await signInPage(page, qaEmail(27));
  await asUser(session)
    .from('transactions')
    .insert(Array.from({ length: 11 }, (_, i) => ({ type: 'EXPENSE', amount: 10 + i, category: 'NUTRITIE', subcategory: null, date: isoDaysAgo(i + 1), description: `rândul ${i + 1}`, execution_status: null })))
    .throwOnError();
  const tx = new TransactionsPage(page);
  // A link far past the end (11 rows, 10 a page): the last page, and the link says so.
  await tx.goto('?de_la=9990');
  await expect(tx.rows).toHaveCount(1);
  await expect(page).toHaveURL(/de_la=10(&|$)/);
  await expect(tx.pagination).toContainText('Pagina 2 din 2');
  await expect(page.getByRole('heading', { name: 'Nicio tranzacție încă' })).toHaveCount(0);

  // Deleting the only row of the last page goes to the page before.
  await tx.delete(tx.row('rândul 11'));
  await expect(page.getByText('Tranzacția a fost ștearsă.')).toBeVisible();
  await expect(tx.rows).toHaveCount(10);
  await expect(tx.pagination).toContainText('Pagina 1 din 1');
  await expect(page).not.toHaveURL(/de_la=/);
  await expect(page.getByRole('heading', { name: 'Nicio tranzacție încă' })).toHaveCount(0);
});

test('the delete confirmation follows the shared app settings, which follow the person (the server copy)', async ({ page }) => {
  const { tx, session } = await open(page, 28);
  // Settings live on the server per user; a page load takes them after sign-in.
  const saveOnServer = async (patch: { confirmDeleteActions: boolean }) => {
    // The first load puts this browser's settings on the server when there are none: after that.
    await expect.poll(async () => (await asUser(session).from('user_settings').select('user_id')).data?.length).toBe(1);
    await asUser(session).rpc('save_user_settings', { patch }).throwOnError();
    await page.reload();
    // The page has taken the server's copy once its settings store (cached locally) holds it.
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('app-settings-storage') ?? '{}') as { state?: { confirmDeleteActions?: boolean } }).state?.confirmDeleteActions))
      .toBe(patch.confirmDeleteActions);
  };

  await saveOnServer({ confirmDeleteActions: false });
  await tx.row('benzină').getByRole('button', { name: /^Șterge/ }).click();
  await expect(page.getByText('Tranzacția a fost ștearsă.')).toBeVisible();
  await expect(tx.rows).toHaveCount(4);
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toHaveCount(0);

  await saveOnServer({ confirmDeleteActions: true });
  await tx.row('fond urgență').getByRole('button', { name: /^Șterge/ }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Șterge', exact: true })).toBeVisible();
});

test('the date fields follow the dateFormat setting: shown, typed and picked in it, stored as YYYY-MM-DD', async ({ page }) => {
  const { tx, session } = await open(page, 29, false);
  // Starts from no rows even on a server kept from an earlier run (reuseExistingServer).
  await asUser(session).from('transactions').delete().neq('id', '00000000-0000-0000-0000-000000000000').throwOnError();
  const settings = new SettingsSection(page);
  await settings.open();
  await settings.choose('Formatul datei', 'YYYY-MM-DD');
  tx.dateFormat = 'YYYY-MM-DD';
  await tx.goto();

  await page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
  const form = page.getByRole('dialog', { name: 'Adaugă tranzacție' });
  const date = form.getByLabel('Dată', { exact: true });
  await expect(date).toHaveValue(isoDaysAgo(0));
  await expect(form.getByText('aaaa-ll-zz')).toBeVisible();
  // A day that does not exist, and one after the latest allowed (today), say so under the field.
  await date.fill('2026-02-31');
  await date.blur();
  await expect(form.getByText('Data nu există sau nu este scrisă ca aaaa-ll-zz.')).toBeVisible();
  await date.fill('2199-01-01');
  await date.blur();
  // The latest day the form takes is a planned transaction's: a year ahead (issue 22 point 8).
  const aYearAhead = `${Number(isoDaysAgo(0).slice(0, 4)) + 1}${isoDaysAgo(0).slice(4)}`;
  await expect(form.getByText(aYearAhead.endsWith('-02-29') ? /^Data nu poate fi după / : `Data nu poate fi după ${aYearAhead}.`)).toBeVisible();

  // The calendar: Romanian, Monday first, keyboard-operable; Escape closes it and not the form.
  await date.fill(isoDaysAgo(0));
  let calendar = await tx.openCalendar(form, 'Dată');
  await expect(calendar.locator('th').first()).toHaveAttribute('aria-label', /^luni$/i);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const { violations } = await new AxeBuilder({ page }).include('.bg-modal').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(form).toBeVisible();
  calendar = await tx.openCalendar(form, 'Dată');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(date).toHaveValue(isoDaysAgo(1));

  await form.getByLabel('Categorie', { exact: true }).selectOption('NUTRITIE');
  await form.getByLabel('Sumă (RON)').fill('25');
  await form.getByLabel('Descriere (opțional)').fill('ieri din calendar');
  await form.getByRole('button', { name: 'Adaugă', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(tx.row('ieri din calendar')).toContainText(isoDaysAgo(1));
  expect((await asUser(session).from('transactions').select('date').single().throwOnError()).data).toEqual({ date: isoDaysAgo(1) });

  // The filters read and write the same format; the link keeps YYYY-MM-DD.
  await tx.filterDate('De la data', isoDaysAgo(1));
  await expect(page).toHaveURL(new RegExp(`data_de_la=${isoDaysAgo(1)}`));
  await expect(tx.rows).toHaveCount(1);
  await tx.filterDate('De la data', isoDaysAgo(0));
  await expect(tx.rows).toHaveCount(0);

  // Back to the default: the same field shows the day first.
  await settings.open();
  await settings.choose('Formatul datei', 'DD/MM/YYYY');
  await tx.goto();
  await page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
  await expect(form.getByLabel('Dată', { exact: true })).toHaveValue(displayDate(isoDaysAgo(0)));
  await expect(form.getByText('zz/ll/aaaa')).toBeVisible();
});
