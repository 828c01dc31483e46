import { expect, test, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { GridActions } from '../page-models/grid-actions';
import { GridPage } from '../page-models/grid-page';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, signInPage } from '../support/users';

// Issue 11 point 7: "Copiază planul lunii trecute" copies last month's pending, non-recurring rows
// into the month shown (the grid opens on the current month), once, and "Anulează" takes the copy back.

const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const month = () => today().slice(0, 7);
const previousMonth = () => {
  const [y, m] = month().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
const daysIn = (key: string) => new Date(Number(key.slice(0, 4)), Number(key.slice(5, 7)), 0).getDate();
const said = (day: number) => `${day} ${MONTHS[Number(month().slice(5, 7)) - 1]}`;

async function open(page: Page): Promise<{ grid: GridPage; actions: GridActions; session: Session }> {
  const { email } = await approveFreshAddress('grid-copy');
  const session = await signInPage(page, email);
  const prev = previousMonth();
  const last = daysIn(prev);
  await asUser(session)
    .from('transactions')
    .insert([
      { type: 'EXPENSE', amount: 300, category: 'LOCUINTA', subcategory: 'Întreținere', date: `${prev}-10`, description: 'întreținere', execution_status: null },
      { type: 'EXPENSE', amount: 75, category: 'NUTRITIE', subcategory: 'Restaurante', date: `${prev}-${last}`, description: 'cină', execution_status: null },
      // Done last month: not plan any more, not copied.
      { type: 'EXPENSE', amount: 40, category: 'NUTRITIE', subcategory: 'Cafenele', date: `${prev}-12`, description: 'cafea', execution_status: 'COMPLETED' },
    ])
    .throwOnError();
  const grid = new GridPage(page);
  await grid.goto();
  return { grid, actions: new GridActions(page), session };
}

async function rowsOfMonth(session: Session): Promise<string[]> {
  const { data } = await asUser(session).from('transactions').select('date,amount,execution_status').gte('date', `${month()}-01`).lte('date', `${month()}-${daysIn(month())}`).order('date').throwOnError();
  return data.map((r) => `${r.date} ${r.amount} ${r.execution_status ?? 'planificat'}`);
}

test('copies last month\'s plan once, on the same days clamped to the month, and a second click copies nothing', async ({ page }) => {
  const { grid, actions, session } = await open(page);
  const clamped = Math.min(daysIn(previousMonth()), daysIn(month()));
  await actions.copyPlan();
  await expect(actions.toast(/^.*2 tranzacții planificate copiate din /)).toBeVisible();
  await expect(grid.cell(`Locuință › Întreținere, ${said(10)}: 300 lei, planificat`)).toBeVisible();
  await expect(grid.cell(`Nutriție › Restaurante, ${said(clamped)}: 75 lei, planificat`)).toBeVisible();
  const copied = [`${month()}-10 300 planificat`, `${month()}-${String(clamped).padStart(2, '0')} 75 planificat`];
  expect(await rowsOfMonth(session)).toEqual(copied);

  await actions.copyPlan();
  await expect(actions.toast('Nu este nimic de copiat: planul lunii trecute este deja copiat sau nu are tranzacții neîncheiate.')).toBeVisible();
  expect(await rowsOfMonth(session)).toEqual(copied);
});

test('"Anulează" on the copy\'s toast takes back exactly the rows it copied', async ({ page }) => {
  const { grid, actions, session } = await open(page);
  // A row of the month that was there before the copy stays.
  await asUser(session).from('transactions').insert({ type: 'EXPENSE', amount: 55, category: 'LOCUINTA', subcategory: 'Întreținere', date: `${month()}-10`, description: 'a mea', execution_status: null }).throwOnError();
  await page.reload();
  await expect(grid.cell(`Locuință › Întreținere, ${said(10)}: 55 lei`)).toBeVisible();

  await actions.copyPlan();
  await expect(grid.cell(`Locuință › Întreținere, ${said(10)}: 355 lei`)).toBeVisible();
  await actions.undoFrom(/tranzacții planificate copiate/);
  await expect(actions.toast('Copierea planului a fost anulată.')).toBeVisible();
  await expect(grid.cell(`Locuință › Întreținere, ${said(10)}: 55 lei`)).toBeVisible();
  expect(await rowsOfMonth(session)).toEqual([`${month()}-10 55 planificat`]);

  // Undone, the plan can be copied again.
  await actions.copyPlan();
  await expect(grid.cell(`Locuință › Întreținere, ${said(10)}: 355 lei`)).toBeVisible();
});
