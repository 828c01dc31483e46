import type { Session } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import { DailyPage } from '../page-models/daily-page';
import { displayDate } from '../page-models/date-field';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, setStartingBalances, signInPage } from '../support/users';

/**
 * Situația Zilei (issue 12) in Chromium against the real server: every numbered point, the
 * undo of each action, the calendar's markers and a day's link surviving a reload. Each test has
 * its own user, approved as an administrator would (so no shared address list is used up).
 */

/** The calendar day in the browser's time zone (the suites run in Europe/Bucharest). */
const dayIn = (offsetDays: number): string => {
  const now = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
};
const TODAY = dayIn(0);
const TOMORROW = dayIn(1);
/** A past month, whatever today is, for the calendar's overdue and done markers. */
const PAST = '2026-10-15';

type Row = { type: 'INCOME' | 'EXPENSE' | 'SAVING'; amount: number; date: string; category: string; subcategory: string; description: string; execution_status?: 'COMPLETED' | 'MODIFIED' | null; actual_amount?: number | null };

async function newUser(page: Page, rows: Row[]): Promise<Session> {
  const address = await approveFreshAddress('zi');
  const session = await signInPage(page, address.email);
  // One account of 0 lei, its starting balance said: the app then makes none of its default ones
  // and shows no first-run card, the day's opening balance is the ledger's alone and the header's
  // figure equals the day's closing one.
  await asUser(session).from('user_accounts').insert({ name: 'Bancă', initial_balance: 0 }).throwOnError();
  await setStartingBalances(session);
  const full = rows.map((r) => ({ execution_status: null, actual_amount: null, ...r }));
  if (full.length) await asUser(session).from('transactions').insert(full).throwOnError();
  return session;
}

/** Nothing focused: the page's keys act as on a page just opened. */
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

const DAY_ROWS: Row[] = [
  { type: 'INCOME', amount: 3000, date: TODAY, category: 'VENITURI', subcategory: 'Salariu', description: 'salariu', execution_status: 'COMPLETED', actual_amount: 3000 },
  { type: 'EXPENSE', amount: 1500, date: TODAY, category: 'LOCUINTA', subcategory: 'Chirie', description: 'chirie' },
  { type: 'EXPENSE', amount: 200, date: TODAY, category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', description: 'piață', execution_status: 'MODIFIED', actual_amount: 230 },
  { type: 'EXPENSE', amount: 40, date: TODAY, category: 'NUTRITIE', subcategory: 'Cafenele', description: 'cafea' },
];

test('point 2 and 5: the day by type with statuses, the summary and the balances; the header balance follows', async ({ page }) => {
  await newUser(page, DAY_ROWS);
  const daily = new DailyPage(page);
  await daily.goto(TODAY);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Venituri (1)', 'Cheltuieli (3)']);
  await expect(daily.status('salariu')).toHaveText('Realizat');
  await expect(daily.status('chirie')).toHaveText('În așteptare');
  await expect(daily.status('piață')).toHaveText('Modificat +30 lei');
  await expect(daily.item('chirie')).toContainText('Locuință › Chirie');
  await expect(daily.figure('planned')).toHaveText('1.740 lei');
  await expect(daily.figure('actual')).toHaveText('230 lei');
  await expect(daily.figure('difference')).toContainText('+30 lei');
  await expect(daily.figure('rate')).toHaveText('50%');
  await expect(daily.figure('opening')).toHaveText('0 lei');
  // 3000 − 1500 − 230 (the actual amount) − 40
  await expect(daily.figure('closing')).toHaveText('1.230 lei');

  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText('1.230 lei');
  await daily.complete('cafea');
  await expect(daily.status('cafea')).toHaveText('Realizat');
  await expect(daily.figure('rate')).toHaveText('75%');
  await expect(page.getByText('Marcat ca realizat.')).toBeVisible();
  // Completed at the plan: the balance is unchanged, the header agrees with the day.
  await expect(balance).toHaveText('1.230 lei');
  await daily.undo('Marcat ca realizat.');
  await expect(daily.status('cafea')).toHaveText('În așteptare');
});

test('point 3: postpone in one call (today skipped, tomorrow pending), its undo; back to the plan', async ({ page }) => {
  await newUser(page, DAY_ROWS);
  const daily = new DailyPage(page);
  await daily.goto(TODAY);
  const writes: string[] = [];
  page.on('request', (request) => {
    // Reads are RPCs too (get_…): only writes are counted. Not the new user's first settings
    // document, which the frame stores after two reads of its own (settings-sync.ts): with a page
    // drawn sooner it can land after this listener starts, and it is not the postpone's.
    const path = new URL(request.url()).pathname;
    const write = request.method() !== 'GET' && path.startsWith('/rest/v1/') && !path.startsWith('/rest/v1/rpc/get_');
    // Nor the series' extension, which the frame sends 2 s after a load (extend-series.ts).
    const background = ['/rest/v1/rpc/complete_user_settings', '/rest/v1/rpc/extend_recurring_series'];
    if (write && !background.includes(path)) writes.push(path);
  });
  await daily.postpone('chirie');
  await expect(daily.status('chirie')).toHaveText('Amânat');
  await expect(page.getByText('Amânat pe mâine.')).toBeVisible();
  expect(writes).toEqual(['/rest/v1/rpc/postpone_transaction']);
  // The plan moved on: today's planned spending leaves the rent out.
  await expect(daily.figure('planned')).toHaveText('240 lei');

  await daily.nextDay();
  await expect(page).toHaveURL(new RegExp(`data=${TOMORROW}`));
  await expect(daily.status('chirie')).toHaveText('În așteptare');
  await expect(daily.item('chirie')).toContainText('Amânat din ziua anterioară');

  await page.getByRole('button', { name: 'Ziua anterioară' }).click();
  await expect(daily.status('chirie')).toHaveText('Amânat');
  await daily.undo('Amânat pe mâine.');
  await expect(daily.status('chirie')).toHaveText('În așteptare');
  await daily.goto(TOMORROW);
  await expect(daily.items).toHaveCount(0);

  // "Revino la planificat" takes a completed item back, with its own undo.
  await daily.goto(TODAY);
  await daily.revert('salariu');
  await expect(daily.status('salariu')).toHaveText('În așteptare');
  await daily.undo('Revenit la planificat.');
  await expect(daily.status('salariu')).toHaveText('Realizat');
});

test('point 3: edit the actual amount (modified, the balance uses it), its undo, bad input under the field', async ({ page }) => {
  await newUser(page, DAY_ROWS);
  const daily = new DailyPage(page);
  await daily.goto(TODAY);
  await daily.editActual('cafea', 'abc');
  await expect(daily.item('cafea').getByText('Introdu un număr valid')).toBeVisible();
  await daily.item('cafea').getByLabel('Suma reală').fill('-3');
  await daily.item('cafea').getByLabel('Suma reală').press('Enter');
  await expect(daily.item('cafea').getByText('Valoarea nu poate fi negativă')).toBeVisible();
  await daily.item('cafea').getByLabel('Suma reală').fill('55,5');
  await daily.item('cafea').getByLabel('Suma reală').press('Enter');
  await expect(daily.status('cafea')).toHaveText('Modificat +15,50 lei');
  await expect(daily.item('cafea').getByTestId('daily-item-actual')).toHaveText('55,50 lei');
  await expect(daily.item('cafea').getByTestId('daily-item-planned')).toHaveText('40 lei');
  // 1230 − 15.5 more: the closing balance and the header count the actual amount.
  await expect(daily.figure('closing')).toHaveText('1.214,50 lei');
  // The header's figure alone is in whole lei (spec: no decimals).
  await expect(page.getByTestId('balance-amount')).toHaveText('1.215 lei');
  await daily.undo('Suma reală a fost salvată.');
  await expect(daily.status('cafea')).toHaveText('În așteptare');
  await expect(daily.figure('closing')).toHaveText('1.230 lei');
});

test('point 4 and 10: an unplanned item in two keystrokes, refused input under the field, its undo', async ({ page }) => {
  await newUser(page, DAY_ROWS);
  const daily = new DailyPage(page);
  await daily.goto(TODAY);
  const amount = daily.quickAdd.getByLabel('Sumă (lei)');
  for (const [typed, message] of [
    ['abc', 'Introdu un număr valid'],
    ['-5', 'Valoarea nu poate fi negativă'],
    ['0', 'Suma trebuie să fie mai mare decât 0'],
    ['1000001', 'Suma nu poate depăși 1.000.000'],
    ['1,2345', 'Suma poate avea cel mult 3 zecimale'],
  ] as const) {
    await daily.addUnplanned({ amount: typed });
    await expect(daily.quickAdd.getByText(message)).toBeVisible();
  }
  await expect(daily.items).toHaveCount(4);
  await amount.fill('');

  // N, the amount, Enter.
  await blur(page);
  await page.keyboard.press('n');
  await expect(amount).toBeFocused();
  await page.keyboard.type('18,5');
  await page.keyboard.press('Enter');
  await expect(daily.items).toHaveCount(5);
  const added = daily.items.filter({ has: page.getByText('Neplanificat', { exact: true }) });
  await expect(added).toContainText('Nutriție › Cumpărături alimentare');
  await expect(page.getByText('Adăugat ca neplanificat.')).toBeVisible();
  // Unplanned: out of the completion rate (salary and food done, rent and coffee pending).
  await expect(daily.figure('rate')).toHaveText('50%');
  await expect(daily.figure('closing')).toHaveText('1.211,50 lei');

  // The first add's toast goes, so the one 'Anulează' on screen is the second add's: its toast
  // comes with the server's answer, after the item shows.
  const addedToasts = page.getByTestId('toast').filter({ hasText: 'Adăugat ca neplanificat.' });
  await addedToasts.getByRole('button', { name: 'Închide notificarea' }).click();
  await expect(addedToasts).toHaveCount(0);
  await daily.addUnplanned({ amount: '250', category: 'Venituri › Cadouri', description: 'plic' });
  await expect(daily.item('plic').getByTestId('daily-item-status')).toHaveText('Neplanificat');
  await expect(addedToasts).toHaveCount(1);
  await daily.undo('Adăugat ca neplanificat.');
  await expect(daily.item('plic')).toHaveCount(0);
  await expect(daily.items).toHaveCount(5);
});

test('point 6 and 1: overdue items, the calendar markers, the date picker, a link that survives a reload', async ({ page }) => {
  await newUser(page, [
    { type: 'EXPENSE', amount: 90, date: '2026-10-03', category: 'NUTRITIE', subcategory: 'Restaurante', description: 'restanță octombrie' },
    { type: 'EXPENSE', amount: 25, date: '2026-10-07', category: 'NUTRITIE', subcategory: 'Cafenele', description: 'cafea octombrie', execution_status: 'COMPLETED', actual_amount: 25 },
    { type: 'EXPENSE', amount: 60, date: PAST, category: 'SANATATE', subcategory: 'Medicamente', description: 'farmacie' },
    { type: 'EXPENSE', amount: 15, date: TODAY, category: 'NUTRITIE', subcategory: 'Cafenele', description: 'cafea azi' },
  ]);
  const daily = new DailyPage(page);
  await daily.goto(PAST);
  await expect(daily.selectedDate).toHaveText('joi, 15 octombrie 2026');
  await expect(daily.overdue).toContainText('restanță octombrie');
  await expect(daily.overdue.getByTestId('daily-item')).toHaveCount(1);
  await expect(daily.calendarDay('2026-10-03')).toHaveAttribute('data-marker', 'overdue');
  await expect(daily.calendarDay('2026-10-07')).toHaveAttribute('data-marker', 'done');
  await expect(daily.calendarDay('2026-10-15')).toHaveAttribute('data-marker', 'overdue');
  await expect(daily.calendarDay('2026-10-16')).not.toHaveAttribute('data-marker');
  await expect(daily.calendarDay('2026-10-03')).toHaveAccessibleName('3 octombrie, restanțe');

  // Settling an overdue item from the list moves its day's marker to done.
  await daily.overdue.getByRole('button', { name: 'Realizat', exact: true }).click();
  await expect(daily.calendarDay('2026-10-03')).toHaveAttribute('data-marker', 'done');

  // The calendar picks a day; the link follows and survives a reload.
  await daily.calendarDay('2026-10-07').click();
  await expect(page).toHaveURL(/\/daily\?data=2026-10-07$/);
  await expect(daily.item('cafea octombrie')).toBeVisible();
  await page.reload();
  await expect(daily.selectedDate).toHaveText('miercuri, 7 octombrie 2026');
  await expect(daily.item('cafea octombrie')).toBeVisible();

  // The date picker, and today's pending day.
  await page.getByLabel('Alege ziua').fill(displayDate(TODAY));
  await expect(page).toHaveURL(new RegExp(`data=${TODAY}`));
  await expect(daily.calendarDay(TODAY)).toHaveAttribute('data-marker', 'pending');
  await expect(daily.item('cafea azi')).toBeVisible();
});

test('point 7 and 8: the chart with its table, the keys (shown in F1 and tooltips, ignored while typing)', async ({ page }) => {
  await newUser(page, DAY_ROWS);
  const daily = new DailyPage(page);
  await daily.goto(TODAY);
  await expect(page.getByTestId('spending-chart').locator('canvas')).toBeVisible();
  const table = page.getByTestId('spending-table');
  await expect(table.getByRole('row')).toHaveCount(Number(TODAY.slice(8)) + 1);
  await expect(table.getByRole('row').last()).toContainText('1.740 lei');

  await page.keyboard.press('F1');
  const help = page.getByRole('dialog', { name: 'Scurtături de tastatură' });
  await expect(help.getByRole('table', { name: 'Pe pagina Situația Zilei' })).toContainText('Amână pe mâine');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await daily.item('chirie').getByRole('button', { name: 'Amână' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Amână pe mâine (A)');

  await blur(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(daily.item('chirie')).toBeFocused();
  await page.keyboard.press('r');
  await expect(daily.status('chirie')).toHaveText('Realizat');
  await page.keyboard.press('p');
  await expect(daily.status('chirie')).toHaveText('În așteptare');
  // Next after the rent: the coffee (Nutriție › Cafenele comes before Cumpărături alimentare).
  await page.keyboard.press('ArrowDown');
  await expect(daily.item('cafea')).toBeFocused();
  await page.keyboard.press('a');
  await expect(daily.status('cafea')).toHaveText('Amânat');

  // Typing in the quick form's description is not a shortcut.
  await daily.quickAdd.getByLabel('Descriere (opțional)').fill('');
  await daily.quickAdd.getByLabel('Descriere (opțional)').pressSequentially('rapap');
  await expect(daily.status('chirie')).toHaveText('În așteptare');
  await expect(daily.quickAdd.getByLabel('Descriere (opțional)')).toHaveValue('rapap');
});

test('point 10: a failed write rolls back with a toast; nothing saved is lost', async ({ page }) => {
  await newUser(page, DAY_ROWS);
  const daily = new DailyPage(page);
  await daily.goto(TODAY);
  await page.route('**/rest/v1/rpc/postpone_transaction', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"indisponibil"}' }));
  await daily.postpone('chirie');
  await expect(page.getByText('Acțiunea nu a putut fi salvată. Am revenit la starea de dinainte.')).toBeVisible();
  await expect(daily.status('chirie')).toHaveText('În așteptare');
  await page.unroute('**/rest/v1/rpc/postpone_transaction');
  await page.reload();
  await expect(daily.status('chirie')).toHaveText('În așteptare');
  await expect(daily.items).toHaveCount(4);
});

test('issue 10: at 390 px nothing on the page moves when a slow day arrives (layout shift < 0.02)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newUser(page, DAY_ROWS);
  const daily = new DailyPage(page);
  await daily.goto(TODAY);
  await page.addInitScript(() => {
    const shifts: string[] = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    // Each shift with what moved (element, class, its box before and after), for the failure message.
    const describe = (source: Shift['sources'][number]) => {
      const node = source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName);
      const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
      return `${node} ${box(source.previousRect)} → ${box(source.currentRect)}`;
    };
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) if (!entry.hadRecentInput) shifts.push(`${entry.value} [${entry.sources.map(describe).join('; ')}]`);
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The shifts so far, those of the last frame included (not yet handed to the callback).
    (window as unknown as { __layoutShifts: () => string[] }).__layoutShifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
  // The day answers 500 ms late (also the early request index.html sends), the month at once;
  // the accounts late too, as on a loaded machine (the quick add's account field waits for them).
  for (const slow of ['**/rest/v1/rpc/get_daily_situation', '**/rest/v1/user_accounts?*']) {
    await page.route(slow, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
  }
  await page.reload();
  await expect(daily.summary).toBeVisible();
  await expect(daily.calendar).toBeVisible();
  await expect(page.getByTestId('spending-table')).toBeAttached();
  // The chart's chunk and its canvas, then two frames more: a shift they cause is measured when the
  // frame that shows them is laid out.
  await expect(page.getByTestId('spending-chart').locator('canvas')).toBeVisible();
  const shifts = await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { __layoutShifts: () => string[] }).__layoutShifts();
  });
  const total = shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0);
  expect(total, `layout shifts: ${shifts.join(', ')}`).toBeLessThan(0.02);
});

test('issue 10: a reload draws the day in the page\'s first render, without its loader first', async ({ page }) => {
  await newUser(page, DAY_ROWS);
  const daily = new DailyPage(page);
  await daily.goto(TODAY);
  await page.addInitScript(() => {
    const seen = { loader: false };
    (window as unknown as { __dailyLoader: typeof seen }).__dailyLoader = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-remote="mf-daily"] [role="status"]')?.textContent?.includes('Se încarcă ziua')) seen.loader = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(daily.summary).toBeVisible();
  await expect(daily.figure('closing')).toHaveText('1.230 lei');
  expect(await page.evaluate(() => (window as unknown as { __dailyLoader: { loader: boolean } }).__dailyLoader.loader)).toBe(false);
});
