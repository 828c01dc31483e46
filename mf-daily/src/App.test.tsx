import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeWithDefaults } from '@buget/shared-domain/categories';
import type { UserAccountRow } from '@buget/shared-domain/accounts';
import type { DailyAction, DailyItem, DailySituation } from '@buget/shared-domain/planning';
import { useGlobalDateStore, usePageShortcutsStore } from '@buget/shared-domain/stores';
import { App } from './App';

const mutate = vi.fn<(action: DailyAction) => void>();
const item = (id: string, patch: Partial<DailyItem>): DailyItem => ({
  id, date: '2026-02-28', type: 'EXPENSE', category: 'NUTRITIE', subcategory: 'Cafenele', description: null,
  amount: 10, actual: null, status: null, unplanned: false, recurring: false, postponed_from_id: null, postponed_to: null, currency: 'RON', reconciled: false, ...patch,
});
const day: DailySituation = {
  date: '2026-02-28',
  opening_balance: 1000,
  closing_balance: -20,
  items: [
    item('rent', { category: 'LOCUINTA', subcategory: 'Chirie', amount: 1500, description: 'chirie' }),
    item('salary', { type: 'INCOME', category: 'VENITURI', subcategory: 'Salariu', amount: 5000, status: 'COMPLETED', actual: 5000, description: 'salariu' }),
    item('food', { amount: 200, status: 'MODIFIED', actual: 230, description: 'piață' }),
  ],
  overdue: [item('late', { date: '2026-02-03', amount: 9, description: 'restanță' })],
  overdue_count: 1,
};

vi.mock('@buget/shared-domain/planning', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return {
    ...actual,
    useDailySituation: () => ({ data: day, isPending: false, isFetching: false, refetch: vi.fn() }),
    useDailyMonth: () => ({ data: { month: '2026-02', days: [[3, 1, 0, 0, 9, 0], [28, 1, 2, 0, 1700, 230]] } }),
    useDailyAction: () => ({ mutate, isPending: false }),
  };
});
vi.mock('@buget/shared-domain/categories', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useCategories: () => ({ data: mergeWithDefaults(null) }) };
});
const account = (id: string, name: string, patch: Partial<UserAccountRow> = {}): UserAccountRow => ({
  id, user_id: 'u', name, account_type: 'CHECKING', initial_balance: 0, included_in_total: true,
  display_order: 1, is_active: true, is_default: false, balance_start_date: '2026-01-01', currency: 'RON', ...patch,
});
const balances = { set: true, accounts: [account('bank', 'Bancă', { is_default: true }), account('cash', 'Cash', { account_type: 'CASH' })] };
vi.mock('@buget/shared-domain/balance', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return {
    ...actual,
    useAvailableBalance: () => ({ data: { totalIncome: 0, totalExpenses: 0, totalSavings: 0, available: 0, balancesSet: balances.set } }),
  };
});
vi.mock('@buget/shared-domain/accounts', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return {
    ...actual,
    useBalanceInit: () => ({ isSuccess: true }),
    useUserAccounts: () => ({ data: balances.accounts }),
    useAnswerStartingBalances: () => ({ mutate: vi.fn(), isPending: false }),
  };
});
// The chart draws on a canvas jsdom does not have; its table twin is what these tests read.
vi.mock('@buget/shared-ui/chart', () => ({ Chart: () => null }));

describe('mf-daily App', () => {
  beforeEach(() => {
    mutate.mockClear();
    window.history.replaceState(null, '', '/daily');
    useGlobalDateStore.getState().setSelectedDate('2026-02-28');
  });

  it('shows the items by type with their status, the summary and the overdue items', () => {
    render(<App basePath="/daily" navigate={vi.fn()} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Venituri (1)', 'Cheltuieli (2)']);
    expect(screen.getAllByTestId('daily-item-status').map((s) => s.textContent)).toEqual(['Realizat', 'În așteptare', 'Modificat +30 lei', 'În așteptare']);
    expect(screen.getByTestId('summary-planned').textContent).toBe('1.700 lei');
    expect(screen.getByTestId('summary-actual').textContent).toBe('230 lei');
    expect(screen.getByTestId('summary-difference').textContent).toBe('+30 leiPeste buget');
    expect(screen.getByTestId('summary-rate').textContent).toBe('67%');
    expect(screen.getByText('Soldul disponibil este negativ. Verifică tranzacțiile.')).toBeTruthy();
    expect(within(screen.getByTestId('daily-overdue')).getByText('restanță')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 februarie, restanțe' })).toBeTruthy();
    expect(within(screen.getByTestId('spending-table')).getAllByRole('row')).toHaveLength(29);
  });

  it('on a day with no items, the empty state points up to the quick form, which comes before it', () => {
    const items = day.items;
    day.items = [];
    try {
      render(<App basePath="/daily" navigate={vi.fn()} />);
      const form = screen.getByRole('heading', { name: 'Adaugă neplanificat' });
      const empty = screen.getByText('Nimic planificat în această zi');
      expect(form.compareDocumentPosition(empty) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByText(/^Adaugă mai sus o cheltuială sau un venit neplanificat/)).toBeTruthy();
    } finally {
      day.items = items;
    }
  });

  it('puts the day in the link and reads it from a link', () => {
    render(<App basePath="/daily" navigate={vi.fn()} />);
    expect(window.location.search).toBe('?data=2026-02-28');
  });

  it('takes the day of the link over the stored one', () => {
    window.history.replaceState(null, '', '/daily?data=2026-02-03');
    render(<App basePath="/daily" navigate={vi.fn()} />);
    expect(useGlobalDateStore.getState().selectedDate).toBe('2026-02-03');
  });

  it('moves the shared date by one day in each direction, in Romanian', async () => {
    render(<App basePath="/daily" navigate={vi.fn()} />);
    expect(screen.getByTestId('daily-selected-date').textContent).toBe('sâmbătă, 28 februarie 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ziua următoare' }));
    expect(useGlobalDateStore.getState().selectedDate).toBe('2026-03-01');
    expect(window.location.search).toBe('?data=2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Ziua anterioară' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ziua anterioară' }));
    expect(useGlobalDateStore.getState().selectedDate).toBe('2026-02-27');
  });

  it('asks before changing a reconciled item (issue 26 point 4) and acts only on the answer', async () => {
    const user = userEvent.setup();
    const items = day.items;
    day.items = [item('paid', { amount: 200, status: 'COMPLETED', actual: 200, description: 'verificată', reconciled: true })];
    try {
      render(<App basePath="/daily" navigate={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: 'Revino la planificat' }));
      // The question's dialog is loaded when first asked (lazy), so it is awaited.
      const question = await screen.findByRole('dialog', { name: 'Modifici o tranzacție reconciliată?' });
      expect(mutate).not.toHaveBeenCalled();
      await user.click(within(question).getByRole('button', { name: 'Renunță' }));
      expect(mutate).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Revino la planificat' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvează oricum' }));
      expect(mutate).toHaveBeenLastCalledWith({ kind: 'revert', item: day.items[0] }, expect.anything());
    } finally {
      day.items = items;
    }
  });

  it('moves through the items with ↑/↓ and acts with single keys; typing is left alone', async () => {
    const user = userEvent.setup();
    render(<App basePath="/daily" navigate={vi.fn()} />);
    expect(usePageShortcutsStore.getState().page).toBe('Situația Zilei');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-item-id')).toBe('rent');
    await user.keyboard('a');
    expect(mutate).toHaveBeenLastCalledWith({ kind: 'postpone', item: day.items[0] }, expect.anything());
    await user.keyboard('r');
    expect(mutate).toHaveBeenLastCalledWith({ kind: 'complete', item: day.items[0] }, expect.anything());
    await user.keyboard('{ArrowDown}p');
    expect(mutate).toHaveBeenLastCalledWith({ kind: 'revert', item: day.items[2] }, expect.anything());

    await user.keyboard('m');
    const field = screen.getByLabelText('Suma reală');
    await user.clear(field);
    await user.type(field, 'abc{Enter}');
    expect(screen.getByText('Introdu un număr valid')).toBeTruthy();
    const calls = mutate.mock.calls.length;
    await user.clear(field);
    await user.type(field, '215,5{Enter}');
    expect(mutate).toHaveBeenLastCalledWith({ kind: 'edit', item: day.items[2], actual: 215.5 }, expect.anything());
    expect(mutate.mock.calls.length).toBe(calls + 1);

    // N goes to the quick form; letters typed there are not shortcuts.
    await user.keyboard('n');
    expect(document.activeElement).toBe(screen.getByLabelText('Sumă (lei)'));
    await user.keyboard('rap');
    expect(mutate.mock.calls.length).toBe(calls + 1);
    expect((screen.getByLabelText('Sumă (lei)') as HTMLInputElement).value).toBe('rap');
  });

  it('adds an unplanned item from the quick form, or says under the field what is wrong', async () => {
    const user = userEvent.setup();
    render(<App basePath="/daily" navigate={vi.fn()} />);
    await user.type(screen.getByLabelText('Sumă (lei)'), '0{Enter}');
    expect(screen.getByText('Suma trebuie să fie mai mare decât 0')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Sumă (lei)'));
    await user.type(screen.getByLabelText('Sumă (lei)'), '12,5');
    await user.type(screen.getByLabelText('Descriere (opțional)'), 'covrigi{Enter}');
    expect(mutate).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'add', draft: { date: '2026-02-28', type: 'EXPENSE', amount: 12.5, category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', description: 'covrigi', accountId: 'bank', currency: 'RON' } }),
      expect.anything(),
    );
    // The account starts on the default one and stays on the one chosen.
    expect((screen.getByLabelText('Cont') as HTMLSelectElement).value).toBe('bank');
    await user.selectOptions(screen.getByLabelText('Cont'), 'Cash');
    await user.type(screen.getByLabelText('Sumă (lei)'), '3{Enter}');
    expect(mutate).toHaveBeenLastCalledWith(expect.objectContaining({ draft: expect.objectContaining({ amount: 3, accountId: 'cash' }) }), expect.anything());
    expect((screen.getByLabelText('Cont') as HTMLSelectElement).value).toBe('cash');
  });

  it('puts the first-run card above the day while the starting balances are not set, and none once they are', async () => {
    balances.set = false;
    balances.accounts = [account('bank', 'Bancă', { is_default: true, balance_start_date: null })];
    try {
      const withCard = render(<App basePath="/daily" navigate={vi.fn()} />);
      const card = await screen.findByRole('region', { name: 'Cât ai acum în conturi?' });
      expect(card.compareDocumentPosition(screen.getByTestId('daily-selected-date')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      withCard.unmount();
    } finally {
      balances.set = true;
      balances.accounts = [account('bank', 'Bancă', { is_default: true }), account('cash', 'Cash', { account_type: 'CASH' })];
    }
    render(<App basePath="/daily" navigate={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Cât ai acum în conturi?' })).toBeNull();
  });
});
