import { expect, test, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { GridPage } from '../page-models/grid-page';
import { ShellFrame } from '../page-models/shell-frame';
import { TransactionsPage } from '../page-models/transactions-page';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, setStartingBalances, signInPage } from '../support/users';

// Each test signs a fresh user up (approved for the run), so the month holds only its own rows.

const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
/** Today in the browser's time zone (Europe/Bucharest), as YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const dateIn = (day: number) => `${today().slice(0, 8)}${String(day).padStart(2, '0')}`;
const dayOf = (date: string) => Number(date.slice(8, 10));
const said = (date: string) => `${dayOf(date)} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
const daysInMonth = () => new Date(Number(today().slice(0, 4)), Number(today().slice(5, 7)), 0).getDate();
const lei = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

type Seed = { type: string; amount: number; category: string; subcategory: string | null; date: string; execution_status?: string | null; description?: string };

async function open(page: Page, seed: Seed[] = []): Promise<{ grid: GridPage; session: Session }> {
  const { email } = await approveFreshAddress('grid');
  const session = await signInPage(page, email);
  if (seed.length > 0) await asUser(session).from('transactions').insert(seed.map((s) => ({ execution_status: null, ...s }))).throwOnError();
  const grid = new GridPage(page);
  await grid.goto();
  return { grid, session };
}

/** The header's figure, read on /transactions (the grid page hides the header) once it is not being read again. */
async function headerBalance(page: Page): Promise<number> {
  const frame = new ShellFrame(page);
  await page.keyboard.press('Alt+t');
  await expect(page).toHaveURL(/\/transactions/);
  await expect(frame.balanceAmount).toBeVisible();
  await expect(frame.balanceAmount).not.toHaveText(/Calculez/);
  await expect(frame.balanceAmount).toHaveAttribute('aria-busy', 'false');
  return lei(await frame.balanceAmount.textContent());
}

test('the month as a table: catalogue rows, day columns, sums, summary rows, a negative day, collapsed categories remembered', async ({ page }) => {
  const day1 = dateIn(1);
  const day2 = dateIn(2);
  const { grid } = await open(page, [
    { type: 'INCOME', amount: 4200, category: 'VENITURI', subcategory: 'Salariu', date: day1, execution_status: 'COMPLETED' },
    { type: 'EXPENSE', amount: 198, category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', date: day2, execution_status: 'COMPLETED' },
    { type: 'EXPENSE', amount: 100, category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', date: day2 },
    { type: 'EXPENSE', amount: 45, category: 'NUTRITIE', subcategory: 'Restaurante', date: day2 },
    { type: 'EXPENSE', amount: 9000, category: 'LOCUINTA', subcategory: 'Chirie', date: dateIn(3) },
  ]);
  await expect(grid.grid).toHaveAttribute('aria-colcount', String(daysInMonth() + 2));
  // Weekday initials, Monday first.
  await expect(grid.grid.getByRole('columnheader', { name: new RegExp(`^1 ${MONTHS[Number(day1.slice(5, 7)) - 1]}, (L|Ma|Mi|J|V|S|D)$`) })).toHaveCount(1);
  await expect(grid.cell(`Nutriție › Cumpărături alimentare, ${said(day2)}: 298 lei, 2 tranzacții, 1 din 2 planificate`)).toHaveText('298');
  await expect(grid.cell(`Nutriție, ${said(day2)}: 343 lei`)).toHaveText('343');
  await expect(grid.cell('Nutriție, total lună: 343 lei')).toBeVisible();
  // Opening balance 0 (the accounts of first use start at 0 lei), then cumulative.
  await expect(grid.cell(`Sold, ${said(day1)}: 4.200 lei`)).toBeVisible();
  await expect(grid.cell(`Sold, ${said(day2)}: 3.857 lei`)).toBeVisible();
  const negative = grid.cell(`Sold, ${said(dateIn(3))}: -5.143 lei`);
  await expect(negative).toHaveClass(/is-negative/);
  await expect(negative).toHaveAttribute('aria-label', /Soldul disponibil este negativ\. Verifică tranzacțiile\./);
  await expect(page.getByRole('status').filter({ hasText: 'Soldul disponibil este negativ. Verifică tranzacțiile.' })).toContainText(`Soldul devine negativ pe ${said(dateIn(3))}`);
  await expect(grid.cell('Total venituri, total lună: 4.200 lei')).toBeVisible();
  await expect(grid.cell('Total cheltuieli, total lună: 9.343 lei')).toBeVisible();
  // At 1440 px the whole month fits: no sideways scrolling (issue 28 point 4).
  expect(await grid.grid.locator('xpath=..').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);

  // Collapse Nutriție: its subcategories go, and stay gone after a reload.
  await grid.categoryToggle('Nutriție').click();
  await expect(grid.categoryToggle('Nutriție')).toHaveAttribute('aria-expanded', 'false');
  await expect(grid.cell(`Nutriție › Restaurante, ${said(day2)}`)).toHaveCount(0);
  await page.reload();
  await expect(grid.categoryToggle('Nutriție')).toHaveAttribute('aria-expanded', 'false');
  await expect(grid.cell(`Nutriție, ${said(day2)}: 343 lei`)).toBeVisible();
  await page.getByRole('button', { name: 'Restrânge tot' }).click();
  await expect(grid.grid.getByRole('rowheader')).toHaveCount(13 + 4);
  await page.getByRole('button', { name: 'Extinde tot' }).click();
  await expect(grid.cell(`Nutriție › Restaurante, ${said(day2)}: 45 lei`)).toBeVisible();
});

test('edit in place: Enter saves and moves down, "Da, finală" is completed in /transactions and moves the header balance; a planned day after today leaves it', async ({ page }) => {
  const { grid, session } = await open(page);
  // The header shows a figure once the starting balances are answered (0 lei here).
  await setStartingBalances(session);
  await grid.goto();
  const before = await headerBalance(page);
  await page.keyboard.press('Alt+l');
  await expect(grid.grid).toBeVisible();
  const name = `Nutriție › Restaurante, ${said(today())}`;
  await grid.type(name, '123,5');
  await grid.answerFinal(true);
  await expect(grid.cell(`${name}: 123,50 lei`)).toBeVisible();
  // Enter moved the cursor one row down.
  await expect(grid.cell(`Nutriție › Livrări de mâncare, ${said(today())}`)).toBeFocused();
  // The write's answer comes after the optimistic cell: the header follows once it is in.
  const after = Math.round(before - 123.5);
  await headerBalance(page);
  await expect.poll(async () => lei(await new ShellFrame(page).balanceAmount.textContent())).toBe(after);
  const tx = new TransactionsPage(page);
  await tx.filter('Stare').selectOption('COMPLETED');
  await expect(tx.rows).toHaveCount(1);
  await expect(tx.rows.first()).toContainText('123,50 lei');
  await expect(tx.rows.first()).toContainText('Restaurante');

  // A day after today (next month's first day when today is the last): planned without the
  // final-amount question (a done row cannot be dated in the future), the header does not move.
  await page.keyboard.press('Alt+l');
  const last = dayOf(today()) === daysInMonth();
  if (last) await page.keyboard.press('PageDown');
  const next = last ? `${new Date(Date.UTC(Number(today().slice(0, 4)), Number(today().slice(5, 7)), 1)).toISOString().slice(0, 10)}` : dateIn(dayOf(today()) + 1);
  const planned = `Transport › Combustibil, ${said(next)}`;
  await grid.type(planned, '250', 'Tab');
  await expect(grid.cell(`${planned}: 250 lei, planificat`)).toHaveClass(/is-planned/);
  const { data } = await asUser(session).from('transactions').select('amount,execution_status,type,date').eq('category', 'TRANSPORT');
  expect(data).toEqual([{ amount: 250, execution_status: null, type: 'EXPENSE', date: next }]);
  expect(await headerBalance(page)).toBe(after);
});

test('bad input shows its message under the cell and saves nothing; Escape restores the old value', async ({ page }) => {
  const { grid, session } = await open(page, [{ type: 'EXPENSE', amount: 80, category: 'NUTRITIE', subcategory: 'Cafenele', date: dateIn(5), execution_status: 'COMPLETED' }]);
  const empty = `Nutriție › Cafenele, ${said(dateIn(6))}`;
  const cases: [string, string][] = [
    ['abc', 'Introdu un număr valid'],
    ['-5', 'Valoarea nu poate fi negativă'],
    ['0', 'Suma trebuie să fie mai mare decât 0'],
    ['1000001', 'Suma nu poate depăși 1.000.000'],
    ['12,3456', 'Suma poate avea cel mult 3 zecimale'],
  ];
  for (const [value, message] of cases) {
    await grid.type(empty, value);
    await expect(grid.editorError(empty)).toHaveText(message);
    await expect(grid.editor(empty)).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
    await expect(grid.editor(empty)).toHaveCount(0);
  }
  await expect(grid.finalQuestion()).toHaveCount(0);
  // Escape on a cell with a value keeps it.
  const full = `Nutriție › Cafenele, ${said(dateIn(5))}`;
  await grid.cell(full).click();
  await page.keyboard.press('Enter');
  await grid.editor(full).fill('999');
  await page.keyboard.press('Escape');
  await expect(grid.cell(`${full}: 80 lei`)).toBeFocused();
  const { count } = await asUser(session).from('transactions').select('id', { count: 'exact', head: true });
  expect(count).toBe(1);
});

test('a cell with several rows: delete them all, "Anulează" brings each back with its id; Ctrl+Z takes back an edit', async ({ page }) => {
  const date = dateIn(10);
  const { grid, session } = await open(page, [
    { type: 'EXPENSE', amount: 40, category: 'TIMP_LIBER', subcategory: 'Jocuri', date, execution_status: 'COMPLETED', description: 'a' },
    { type: 'EXPENSE', amount: 60, category: 'TIMP_LIBER', subcategory: 'Jocuri', date, description: 'b' },
    { type: 'EXPENSE', amount: 25, category: 'TIMP_LIBER', subcategory: 'Jocuri', date, execution_status: 'SKIPPED', description: 'c' },
  ]);
  const db = asUser(session);
  const { data: original } = await db.from('transactions').select('id,amount,execution_status,description').order('description');
  const name = `Timp liber › Jocuri, ${said(date)}`;
  await expect(grid.cell(`${name}: 100 lei, 3 tranzacții`)).toBeVisible();
  await grid.deleteCell(name);
  await expect(page.getByText('3 tranzacții au fost șterse.')).toBeVisible();
  await expect(grid.cell(`${name}: gol`)).toBeVisible();
  await expect.poll(async () => (await db.from('transactions').select('id')).data?.length).toBe(0);
  await page.getByRole('button', { name: 'Anulează' }).click();
  await expect(grid.cell(`${name}: 100 lei, 3 tranzacții`)).toBeVisible();
  const { data: back } = await db.from('transactions').select('id,amount,execution_status,description').order('description');
  expect(back).toEqual(original);

  // The popover: edit one of the rows, then Ctrl+Z takes the edit back.
  await grid.cell(name).click();
  await page.keyboard.press('Enter');
  const dialog = grid.cellDialog(name);
  const second = dialog.getByRole('form', { name: 'b', exact: true });
  await second.getByRole('textbox').fill('75');
  await second.getByRole('button', { name: 'Salvează' }).click();
  await expect(grid.cell(`${name}: 115 lei`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Închide' }).click();
  await grid.cell(name).click();
  await page.keyboard.press('Control+z');
  await expect(grid.cell(`${name}: 100 lei`)).toBeVisible();
  await expect.poll(async () => (await db.from('transactions').select('amount').eq('description', 'b')).data).toEqual([{ amount: 60 }]);
});

test('the API stopped during an edit: the cell goes back and a toast says why; nothing saved is lost', async ({ page }) => {
  const { grid, session } = await open(page, [{ type: 'EXPENSE', amount: 300, category: 'LOCUINTA', subcategory: 'Electricitate', date: dateIn(7) }]);
  const name = `Locuință › Electricitate, ${said(dateIn(7))}`;
  await grid.cell(name).click();
  await page.keyboard.press('Enter');
  await expect(grid.editor(name)).toHaveValue('300');
  await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
  await grid.editor(name).fill('420');
  await page.keyboard.press('Enter');
  await grid.answerFinal(true);
  await expect(page.getByText(/Eroare la salvarea tranzacției\. Eroare de rețea\. Încercați din nou\. Celula a revenit la valoarea anterioară\./)).toBeVisible();
  await expect(grid.cell(`${name}: 300 lei`)).toBeVisible();
  // Issue 28 point 9: the toast sits below the grid's own bar (its title and tools), not over it.
  const bar = page.locator('header.lunar-grid__bar');
  await expect
    .poll(async () => {
      const [toast, box] = [await new ShellFrame(page).toasts.first().boundingBox(), await bar.boundingBox()];
      return toast && box ? toast.y >= box.y + box.height : 'no toast';
    })
    .toBe(true);
  await page.screenshot({ path: test.info().outputPath('grid-toast-1440.png') });
  await page.unroute('**/rest/v1/**');
  const { data } = await asUser(session).from('transactions').select('amount,execution_status');
  expect(data).toEqual([{ amount: 300, execution_status: null }]);
});

test('month navigation: buttons, PageUp/PageDown, Azi; the daily page follows; at 900 px the grid scrolls sideways with its first column fixed', async ({ page }) => {
  const { grid } = await open(page);
  const shown = async () => (await grid.month.textContent()) ?? '';
  const start = await shown();
  await page.getByRole('button', { name: 'Luna următoare' }).click();
  const next = await shown();
  expect(next).not.toBe(start);
  await grid.cell('Sold, total lună').click();
  await page.keyboard.press('PageUp');
  await expect(grid.month).toHaveText(start);
  await page.keyboard.press('PageUp');
  await expect(grid.month).not.toHaveText(start);
  await page.getByRole('button', { name: 'Azi' }).click();
  await expect(grid.month).toHaveText(start);
  await expect(grid.grid.locator('th.is-today')).toHaveCount(1);
  // The shared date store: what the grid shows is the daily page's month.
  const selected = await page.evaluate(() => JSON.parse(localStorage.getItem('global-date-store') ?? '{}').state?.selectedDate as string);
  expect(selected.slice(0, 7)).toBe(today().slice(0, 7));

  await page.setViewportSize({ width: 900, height: 800 });
  const header = grid.rowHeader('Salariu');
  const x = (await header.boundingBox())?.x ?? -1;
  await grid.grid.locator('xpath=..').evaluate((box) => box.scrollBy({ left: 600 }));
  await expect.poll(async () => grid.grid.locator('xpath=..').evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  expect((await header.boundingBox())?.x).toBe(x);
});

test('screenshots at 1024, 1440 and 1920 px: a planned month, an open editor with its message', async ({ page }) => {
  const out = process.env.SHOTS_DIR ?? '/tmp/buget-shots';
  const seed: Seed[] = [
    { type: 'INCOME', amount: 8450, category: 'VENITURI', subcategory: 'Salariu', date: dateIn(1), execution_status: 'COMPLETED' },
    { type: 'INCOME', amount: 450, category: 'VENITURI', subcategory: 'Bonuri de masă', date: dateIn(3), execution_status: 'COMPLETED' },
    { type: 'SAVING', amount: 1000, category: 'ECONOMII', subcategory: 'Fond de urgență', date: dateIn(2), execution_status: 'COMPLETED' },
    { type: 'EXPENSE', amount: 2300, category: 'LOCUINTA', subcategory: 'Chirie', date: dateIn(5), execution_status: 'COMPLETED' },
    { type: 'EXPENSE', amount: 187.4, category: 'LOCUINTA', subcategory: 'Electricitate', date: dateIn(14) },
    { type: 'EXPENSE', amount: 64, category: 'LOCUINTA', subcategory: 'Internet și TV', date: dateIn(20) },
    { type: 'EXPENSE', amount: 120, category: 'TRANSPORT', subcategory: 'Transport public', date: dateIn(1), execution_status: 'COMPLETED' },
    { type: 'EXPENSE', amount: 310, category: 'TRANSPORT', subcategory: 'Combustibil', date: dateIn(9), execution_status: 'COMPLETED' },
    { type: 'EXPENSE', amount: 59.99, category: 'TIMP_LIBER', subcategory: 'Abonamente streaming', date: dateIn(12) },
  ];
  for (const d of [2, 6, 9, 13, 16, 20, 23, 27]) {
    seed.push({ type: 'EXPENSE', amount: 180 + d * 7, category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', date: dateIn(d), execution_status: d <= dayOf(today()) ? 'COMPLETED' : null });
  }
  seed.push({ type: 'EXPENSE', amount: 42, category: 'NUTRITIE', subcategory: 'Cafenele', date: dateIn(6), execution_status: 'COMPLETED' });
  seed.push({ type: 'EXPENSE', amount: 38, category: 'NUTRITIE', subcategory: 'Cafenele', date: dateIn(6) });
  const { grid } = await open(page, seed);
  for (const width of [1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(grid.cell(`Nutriție › Cafenele, ${said(dateIn(6))}: 80 lei, 2 tranzacții`)).toBeVisible();
    await page.screenshot({ path: `${out}/grid-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await grid.type(`Nutriție › Restaurante, ${said(dateIn(4))}`, '12a');
  await expect(grid.editorError(`Nutriție › Restaurante, ${said(dateIn(4))}`)).toBeVisible();
  await page.screenshot({ path: `${out}/grid-1440-editor-error.png` });
  await page.keyboard.press('Escape');
  await grid.type(`Nutriție › Restaurante, ${said(dateIn(4))}`, '96');
  await expect(grid.finalQuestion()).toBeVisible();
  await page.screenshot({ path: `${out}/grid-1440-final-question.png` });
  await grid.answerFinal(false);
  await grid.cell(`Nutriție › Cafenele, ${said(dateIn(6))}`).click();
  await page.keyboard.press('Enter');
  await expect(grid.cellDialog(`Nutriție › Cafenele, ${said(dateIn(6))}`)).toBeVisible();
  await page.screenshot({ path: `${out}/grid-1440-cell-rows.png` });
});
