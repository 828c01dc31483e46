import type { TransactionRow } from '@buget/shared-domain/transactions';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from '../filters/url-filters';
import { TABLE_COLUMNS } from './column-ids';
import { defaultColumnPrefs, type ColumnPrefs } from './column-prefs';
import { TransactionsTable } from './TransactionsTable';

const row = (n: number, patch: Partial<TransactionRow> = {}): TransactionRow => ({
  id: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
  user_id: 'u',
  account_id: 'bank',
  to_account_id: null,
  type: 'EXPENSE',
  amount: 100 + n,
  actual_amount: null,
  planned_amount: null,
  execution_status: 'COMPLETED',
  date: '2026-03-10',
  category: 'NUTRITIE',
  subcategory: null,
  description: `cumpărături ${n}`,
  currency: 'RON',
  recurring: false,
  frequency: 'NONE',
  recurring_rule_id: null,
  running_balance: 1000 - n,
  counted_amount: patch.amount ?? 100 + n,
  ...patch,
});

const ACCOUNT_NAMES = new Map([['bank', 'Bancă'], ['cash', 'Cash']]);

/** Every column shown, in the default order. */
const ALL_SHOWN: ColumnPrefs = { order: [...TABLE_COLUMNS], hidden: [] };

function renderTable(rows: TransactionRow[], prefs: ColumnPrefs = ALL_SHOWN) {
  const actions = { onEdit: vi.fn(), onDelete: vi.fn() };
  const onSort = vi.fn();
  render(<TransactionsTable rows={rows} filters={DEFAULT_FILTERS} onSort={onSort} prefs={prefs} actions={actions} accountNames={ACCOUNT_NAMES} busy={false} />);
  return { actions, onSort };
}

describe('TransactionsTable', () => {
  // jsdom lays nothing out: give the scroll box a viewport so the virtualiser renders a window.
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
  it('shows each row with Romanian labels, the signed amount and the running balance', () => {
    renderTable([row(1, { type: 'INCOME', category: 'VENITURI', amount: 5000, description: 'salariu', running_balance: 5000 }), row(2)]);
    const rows = screen.getAllByTestId('transaction-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Venit')).toBeTruthy();
    expect(rows[0]!.querySelector('[data-column=amount]')?.textContent).toMatch(/^\+5\.000/);
    expect(rows[0]!.querySelector('[data-column=runningBalance] .tx-money--pos')).toBeTruthy();
    expect(rows[1]!.querySelector('[data-column=amount]')?.textContent).toMatch(/^-102/);
    expect(rows[1]!.querySelector('[data-column=date]')?.textContent).toBe('10/03/2026');
  });

  it('sorts on the server through the header buttons and marks the sorted column', async () => {
    const { onSort } = renderTable([row(1)]);
    const dateHeader = screen.getByRole('columnheader', { name: /Dată/ });
    expect(dateHeader.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: /Sumă/ }));
    expect(onSort).toHaveBeenCalledWith('amount');
  });

  it('follows the column order and visibility of the preferences', () => {
    renderTable([row(1)], { order: ['date', 'amount', ...TABLE_COLUMNS.filter((c) => c !== 'date' && c !== 'amount')], hidden: ['currency', 'frequency'] });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers.slice(0, 2)).toEqual(['Dată', 'Sumă']);
    expect(headers).not.toContain('Monedă');
    expect(headers).not.toContain('Frecvență');
    expect(screen.getByTestId('transaction-row').querySelectorAll('td')).toHaveLength(headers.length);
  });

  it('edits and deletes through named row buttons', async () => {
    const r = row(7);
    const { actions } = renderTable([r]);
    await userEvent.click(screen.getByRole('button', { name: 'Editează cheltuială din 10/03/2026' }));
    expect(actions.onEdit).toHaveBeenCalledWith(r);
    await userEvent.click(screen.getByRole('button', { name: 'Șterge cheltuială din 10/03/2026' }));
    expect(actions.onDelete).toHaveBeenCalledWith(r);
  });

  it('keeps a 500-row page to a window of rows in the DOM', () => {
    renderTable(Array.from({ length: 500 }, (_, i) => row(i)));
    const count = screen.getAllByTestId('transaction-row').length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(60);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('501');
  });

  it('shows the account and the status of each row (issue 22)', () => {
    renderTable([row(1), row(2, { execution_status: null, account_id: 'cash', date: '2026-04-01' }), row(3, { execution_status: 'SKIPPED' })]);
    const cells = (column: string) => screen.getAllByTestId('transaction-row').map((r) => r.querySelector(`[data-column=${column}]`)?.textContent);
    expect(cells('account')).toEqual(['Bancă', 'Cash', 'Bancă']);
    expect(cells('status')).toEqual(['Realizată', 'Planificată', 'Amânată']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Tip', 'Sumă', 'Monedă', 'Cont', 'Categorie', 'Subcategorie', 'Dată', 'Stare', 'Recurentă', 'Frecvență', 'Descriere', 'Sold cumulat', 'Acțiuni']);
  });

  it('shows a transfer as one neutral row from one account to the other', () => {
    renderTable([row(4, { type: 'TRANSFER', category: 'TRANSFER', amount: 500, to_account_id: 'cash' })]);
    const transfer = screen.getByTestId('transaction-row');
    expect(transfer.querySelector('[data-column=type]')?.textContent).toBe('Transfer');
    expect(transfer.querySelector('[data-column=account]')?.textContent).toBe('Bancă → Cash');
    expect(transfer.querySelector('[data-column=category]')?.textContent).toBe('—');
    // Neither income nor expense: no sign, and neither colour.
    expect(transfer.querySelector('[data-column=amount]')?.textContent).toBe('500 lei');
    expect(transfer.querySelector('.tx-amount--transfer')).toBeTruthy();
    expect(transfer.querySelector('.tx-type--transfer')).toBeTruthy();
  });

  it('shows the real amount of a modified row with the plan beneath it', () => {
    renderTable([row(5, { amount: 65, actual_amount: 70.5, counted_amount: 70.5, execution_status: 'MODIFIED' }), row(6, { amount: 65, actual_amount: 65, execution_status: 'MODIFIED' })]);
    const [modified, same] = screen.getAllByTestId('transaction-row');
    const amount = modified!.querySelector('[data-column=amount]');
    expect(amount?.querySelector('.tx-amount')?.textContent).toBe('-70,50 lei');
    expect(amount?.querySelector('.tx-amount__plan')?.textContent).toBe('planificat 65 lei');
    // Read as one phrase by a screen reader: the real amount, then the plan.
    expect(amount?.textContent).toBe('-70,50 lei, planificat 65 lei');
    expect(modified!.querySelector('[data-column=status]')?.textContent).toBe('Modificată');
    expect(same!.querySelector('.tx-amount__plan')).toBeNull();
  });

  it('shows a recurring row as an icon named with its frequency, a one-off row as a hidden "Nu"', () => {
    renderTable([row(1, { recurring: true, frequency: 'MONTHLY' }), row(2)], defaultColumnPrefs({ accountCurrencies: ['RON'], defaultCurrency: 'RON' }));
    const [recurring, once] = screen.getAllByTestId('transaction-row');
    const mark = within(recurring!).getByRole('img', { name: 'Recurentă: lunar' });
    expect(mark.getAttribute('title')).toBe('Recurentă: lunar');
    expect(once!.querySelector('[data-column=recurring]')?.textContent).toBe('Nu');
    expect(screen.getByRole('columnheader', { name: 'Recurentă' })).toBeTruthy();
  });

  it('draws the default columns in the room of a 1440 px screen with the sidebar open, the description included', () => {
    renderTable([row(1)], defaultColumnPrefs({ accountCurrencies: ['RON'], defaultCurrency: 'RON' }));
    const table = screen.getByRole('table');
    // 1440 px − the open sidebar (16rem) − the content's padding (2 × 1.5rem) − the box's border: 70.875rem.
    expect(Number.parseFloat(table.style.minWidth)).toBeLessThanOrEqual(1440 / 16 - 16 - 3 - 2 / 16);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Tip', 'Sumă', 'Cont', 'Categorie', 'Dată', 'Stare', 'Recurentă', 'Descriere', 'Sold cumulat', 'Acțiuni']);
  });

  it('with every column shown, is wider than the box rather than squeezing the description', () => {
    renderTable([row(1)]);
    expect(Number.parseFloat(screen.getByRole('table').style.minWidth)).toBeGreaterThan(1440 / 16 - 16 - 3);
  });

  it('shows the subcategory under the category while the subcategory column is hidden', () => {
    const rows = [row(1, { subcategory: 'Cumpărături alimentare' }), row(2)];
    renderTable(rows, defaultColumnPrefs({ accountCurrencies: ['RON'], defaultCurrency: 'RON' }));
    const [withSub, without] = screen.getAllByTestId('transaction-row');
    const category = withSub!.querySelector('[data-column=category]');
    expect(category?.textContent).toBe('Nutriție › Cumpărături alimentare');
    expect(category?.querySelector('.tx-category-pair__sub')?.textContent).toBe('Cumpărături alimentare');
    expect(without!.querySelector('[data-column=category]')?.textContent).toBe('Nutriție');
    cleanup();
    // Its own column shown: the category alone.
    renderTable(rows);
    expect(screen.getAllByTestId('transaction-row')[0]!.querySelector('[data-column=category]')?.textContent).toBe('Nutriție');
  });
});
