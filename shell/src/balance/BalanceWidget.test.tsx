import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountBalance, UserAccountRow } from '@buget/shared-domain/accounts';
import { configureSupabase, queryKeys } from '@buget/shared-domain/data';
import { setBalanceHidden } from './balance-hidden';
import { BalanceWidget } from './BalanceWidget';

type Figures = { totalIncome: number; totalExpenses: number; totalSavings: number; available: number; balancesSet?: boolean; missingRates?: string[] };

const account = (id: string, name: string, patch: Partial<UserAccountRow> = {}): UserAccountRow => ({
  id, user_id: 'u1', name, account_type: 'CHECKING', initial_balance: 0, included_in_total: true,
  display_order: 1, is_active: true, is_default: false, balance_start_date: '2026-11-01', currency: 'RON', ...patch,
});

function renderWidget(client: QueryClient) {
  const router = createMemoryRouter(
    [
      { path: '/transactions', element: <BalanceWidget /> },
      { path: '/daily', element: <p>Situația Zilei</p> },
    ],
    { initialEntries: ['/transactions'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The initialisation has run and the figure, the accounts and their balances are in the cache. */
function renderWith(figures: Figures, accounts: UserAccountRow[] = [], balances: AccountBalance[] = []) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.balanceInit, []);
  client.setQueryData(queryKeys.availableBalance, { balancesSet: true, currency: 'RON', missingRates: [], ...figures });
  client.setQueryData(queryKeys.accounts.all, accounts);
  client.setQueryData(queryKeys.accounts.balances(), balances);
  return renderWidget(client);
}

describe('BalanceWidget', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => setBalanceHidden(false));

  it('colours by sign, hides as dots and opens the details panel, which states the rule and warns when negative', async () => {
    renderWith({ totalIncome: 5000, totalExpenses: 5200, totalSavings: 300, available: -500 });
    const amount = screen.getByTestId('balance-amount');
    expect(amount.getAttribute('data-tone')).toBe('negative');
    expect(amount.textContent).toBe('-500 lei');
    await userEvent.click(screen.getByRole('button', { name: 'Ascunde suma' }));
    expect(amount.textContent).toBe('••••••');
    await userEvent.click(screen.getByRole('button', { name: 'Detalii' }));
    const panel = screen.getByTestId('balance-panel');
    expect(screen.getByRole('heading', { name: 'Sold Disponibil Real' }).textContent).toBe('Sold Disponibil Real');
    expect(screen.getByTestId('balance-income').textContent).toBe('Total Venituri (+)5.000 lei');
    expect(screen.getByTestId('balance-available').textContent).toBe('Bani Disponibili-500 lei');
    expect(panel.textContent).toContain('cu data de azi sau din trecut');
    expect(panel.textContent).toContain('Fiecare cont pornește de la soldul lui inițial');
    expect(panel.textContent).toContain('Nu se numără cele amânate și nici cele cu dată viitoare');
    expect(panel.textContent).toContain('diferența o fac tranzacțiile cu dată viitoare');
    expect(screen.getByRole('note').textContent).toBe('Soldul disponibil este negativ. Verifică tranzacțiile.');
    expect(screen.getByRole('button', { name: 'Ascunde' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the figure in whole lei and the details panel to the ban', async () => {
    renderWith({ totalIncome: 5000.5, totalExpenses: 1210.01, totalSavings: 0, available: 3790.49 });
    expect(screen.getByTestId('balance-amount').textContent).toBe('3.790 lei');
    await userEvent.click(screen.getByRole('button', { name: 'Detalii' }));
    expect(screen.getByTestId('balance-income').textContent).toBe('Total Venituri (+)5.000,50 lei');
    expect(screen.getByTestId('balance-expenses').textContent).toBe('Total Cheltuieli (-)1.210,01 lei');
    expect(screen.getByTestId('balance-available').textContent).toBe('Bani Disponibili3.790,49 lei');
  });

  it("lists each account counted in the total with the server's balance, in the accounts' order, then the month's lines, then Bani Disponibili", async () => {
    const accounts = [
      account('bank', 'Bancă'),
      account('card', 'Card de credit', { account_type: 'CREDIT', display_order: 2 }),
      account('invest', 'Investiții', { account_type: 'INVESTMENT', included_in_total: false, display_order: 3 }),
      account('cash', 'Cash', { account_type: 'CASH', display_order: 4 }),
    ];
    const balances: AccountBalance[] = [
      { accountId: 'cash', balance: 200.5, balanceStart: '2026-11-01', counted: true, currency: 'RON', converted: 200.5, rateDate: null },
      { accountId: 'invest', balance: 9000, balanceStart: '2026-11-01', counted: false, currency: 'RON', converted: 9000, rateDate: null },
      { accountId: 'bank', balance: 1234.56, balanceStart: '2026-11-01', counted: true, currency: 'RON', converted: 1234.56, rateDate: null },
      { accountId: 'card', balance: -300, balanceStart: '2026-11-01', counted: true, currency: 'RON', converted: -300, rateDate: null },
    ];
    renderWith({ totalIncome: 4000, totalExpenses: 2500.25, totalSavings: 100, available: 1135.06 }, accounts, balances);
    await userEvent.click(screen.getByRole('button', { name: 'Detalii' }));
    const rows = screen.getAllByTestId('balance-account');
    expect(rows.map((row) => row.textContent)).toEqual(['Bancă1.234,56 lei', 'Card de credit-300 lei', 'Cash200,50 lei']);
    expect(within(rows[1]!).getByText('-300 lei').getAttribute('data-tone')).toBe('negative');
    const panel = screen.getByTestId('balance-panel');
    const order = ['Conturile incluse în total', 'Luna aceasta, până azi', 'Total Venituri (+)', 'Total Cheltuieli (-)', 'Total Economii (-)', 'Bani Disponibili'];
    const positions = order.map((text) => panel.textContent?.indexOf(text) ?? -1);
    expect(positions.every((at, index) => at >= 0 && (index === 0 || at > (positions[index - 1] ?? 0)))).toBe(true);
    expect(screen.getByTestId('balance-expenses').textContent).toBe('Total Cheltuieli (-)2.500,25 lei');
    expect(screen.getByTestId('balance-available').textContent).toBe('Bani Disponibili1.135,06 lei');
  });

  it('shows a EUR account in euros and in lei with the BNR rate’s day; a currency without a rate is named, in the header and the panel', async () => {
    const accounts = [account('bank', 'Bancă'), account('revolut', 'Revolut', { currency: 'EUR', display_order: 2 }), account('usd', 'Dolari', { currency: 'USD', display_order: 3 })];
    const balances: AccountBalance[] = [
      { accountId: 'bank', balance: 1000, balanceStart: '2026-11-01', counted: true, currency: 'RON', converted: 1000, rateDate: null },
      { accountId: 'revolut', balance: 250, balanceStart: '2026-11-01', counted: true, currency: 'EUR', converted: 1272.8, rateDate: '2026-11-27' },
      { accountId: 'usd', balance: 40, balanceStart: '2026-11-01', counted: true, currency: 'USD', converted: null, rateDate: null },
    ];
    renderWith({ totalIncome: 0, totalExpenses: 0, totalSavings: 0, available: 2272.8, missingRates: ['USD'] }, accounts, balances);
    const note = 'Lipsește cursul BNR pentru USD: totalul nu include sumele în această monedă.';
    expect(screen.getByTestId('balance-missing-rates').getAttribute('aria-label')).toBe(note);
    await userEvent.click(screen.getByRole('button', { name: 'Detalii' }));
    expect(screen.getAllByTestId('balance-account').map((row) => row.textContent)).toEqual([
      'Bancă1.000 lei',
      'Revolut250 €1.272,80 lei · curs BNR din 27/11/2026',
      'Dolari40 $fără curs BNR',
    ]);
    expect(screen.getByTestId('balance-missing-rates-note').textContent).toBe(note);
  });

  it("says the balances are not set yet instead of a figure, a link to the card on Situația Zilei", async () => {
    const router = renderWith({ totalIncome: 0, totalExpenses: 0, totalSavings: 0, available: 0, balancesSet: false });
    const link = screen.getByRole('link', { name: 'Sold nesetat' });
    expect(screen.getByTestId('balance-amount')).toBe(link);
    expect(screen.queryByRole('button', { name: 'Detalii' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ascunde suma' })).toBeNull();
    await userEvent.hover(link);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Completează soldurile conturilor pe pagina Situația Zilei');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/daily');
  });

  it('is busy while the figure is read again, the old one still shown, and not once the new one is in', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.balanceInit, []);
    client.setQueryData(queryKeys.availableBalance, { totalIncome: 0, totalExpenses: 0, totalSavings: 0, available: 0, balancesSet: true, currency: 'RON', missingRates: [] });
    renderWidget(client);
    const amount = screen.getByTestId('balance-amount');
    expect(amount.getAttribute('aria-busy')).toBe('false');
    let answer: (figures: Figures) => void = () => undefined;
    const read = client.fetchQuery({ queryKey: queryKeys.availableBalance, queryFn: () => new Promise<Figures>((resolve) => (answer = resolve)) });
    await waitFor(() => expect(amount.getAttribute('aria-busy')).toBe('true'));
    expect(amount.textContent).toBe('0 lei');
    answer({ totalIncome: 0, totalExpenses: 124, totalSavings: 0, available: -124, balancesSet: true, currency: 'RON', missingRates: [] } as Figures);
    await read;
    await waitFor(() => expect(amount.getAttribute('aria-busy')).toBe('false'));
    expect(amount.textContent).toBe('-124 lei');
  });

  it('is grey at zero, with no negative warning', async () => {
    renderWith({ totalIncome: 0, totalExpenses: 0, totalSavings: 0, available: 0 });
    expect(screen.getByTestId('balance-amount').getAttribute('data-tone')).toBe('zero');
    await userEvent.click(screen.getByRole('button', { name: 'Detalii' }));
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('BalanceWidget during the balance initialisation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the spinner text in its place, then "Eroare: …" with a retry that runs it again up to the figure', async () => {
    const supabase = configureSupabase({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon-key-for-unit-tests-only' });
    // The accounts request with .throwOnError(): it answers the rows or rejects with the error.
    let pending: { resolve: (result: { data: unknown }) => void; reject: (error: Error) => void } | undefined;
    const accounts = vi.fn(() => new Promise((resolve, reject) => (pending = { resolve, reject })));
    // The accounts held in the browser are per user: the initialisation reads the session first.
    vi.spyOn(supabase.auth, 'getSession').mockResolvedValue({ data: { session: { user: { id: 'u1' } } }, error: null } as never);
    // The accounts' read, sent as the session's user (reconcile's setHeader).
    const ordered = { setHeader: () => ordered, throwOnError: accounts };
    vi.spyOn(supabase, 'from').mockImplementation(() => ({ select: () => ({ order: () => ordered }) }) as never);
    const balance = { total_income: 1000, total_expenses: 200, total_savings: 25, available_balance: 775, balances_set: true, currency: 'RON', missing_rates: [] };
    vi.spyOn(supabase, 'rpc').mockImplementation(() => ({ single: () => ({ throwOnError: async () => ({ data: balance }) }) }) as never);

    renderWidget(new QueryClient());
    expect((await screen.findByRole('status')).textContent).toBe('Inițializare calculatoare balance...');
    expect(screen.queryByTestId('balance-amount')).toBeNull();

    pending?.reject(new Error('conexiune pierdută'));
    expect((await screen.findByRole('alert')).textContent).toBe('Eroare: conexiune pierdută');

    await userEvent.click(screen.getByRole('button', { name: 'Reîncearcă' }));
    expect((await screen.findByRole('status')).textContent).toBe('Inițializare calculatoare balance...');
    pending?.resolve({ data: [account('a1', 'Bancă', { is_default: true })] });
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('775 lei');
    expect(accounts).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
