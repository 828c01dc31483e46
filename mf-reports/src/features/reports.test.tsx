import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES } from '@buget/shared-domain/reports';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { CashFlowReport } from './cash-flow/CashFlowReport';
import { SpendingReport } from './spending/SpendingReport';

type Result = { data?: unknown; isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
const results: { cashFlow: Result; spending: Result } = {
  cashFlow: { isPending: true, isError: false, error: null, refetch: vi.fn() },
  spending: { isPending: true, isError: false, error: null, refetch: vi.fn() },
};

vi.mock('@buget/shared-domain/reports', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useCashFlow: () => results.cashFlow,
  useSpending: () => results.spending,
}));
// The chart draws on a canvas jsdom does not have; its table twin is what these tests read.
vi.mock('@buget/shared-ui/chart', () => ({ Chart: () => null }));

const scope = { range: { from: '2026-01', to: '2026-02' }, accounts: [] };
const ready = (data: unknown): Result => ({ data, isPending: false, isError: false, error: null, refetch: vi.fn() });

describe('Flux de numerar', () => {
  beforeEach(() => {
    results.cashFlow = ready([
      { month: '2026-01', income: 5000, expenses: 3000, savings: 500, net: 1500, savings_rate: 0.1 },
      { month: '2026-02', income: 5000, expenses: 5600, savings: 0, net: -600, savings_rate: 0 },
    ]);
  });

  it('shows each month in a table with the totals and says the period in words', () => {
    render(<CashFlowReport scope={scope} emptyAction={null} />);
    const table = screen.getByTestId('cash-flow-table');
    const january = within(table).getByRole('row', { name: /ianuarie 2026/ });
    expect(within(january).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5.000 lei', '3.000 lei', '500 lei', '+1.500 lei', '10 %']);
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(within(total).getAllByRole('cell').map((c) => c.textContent)).toEqual(['10.000 lei', '8.600 lei', '500 lei', '+900 lei', '5 %']);
    expect(screen.getByTestId('report-summary').textContent).toContain('Rata de economisire: 5 %');
    expect(screen.getByRole('button', { name: 'Descarcă CSV' })).toBeTruthy();
  });

  it('writes the amounts, caption and summary in the default currency (issue 26: the server converts them to it)', () => {
    const settings = useAppSettingsStore.getState().settings;
    useAppSettingsStore.setState({ settings: { ...settings, defaultCurrency: 'EUR' } });
    try {
      render(<CashFlowReport scope={scope} emptyAction={null} />);
      const table = screen.getByTestId('cash-flow-table');
      expect(table.querySelector('caption')?.textContent).toBe('Flux de numerar pe luni, în euro');
      const january = within(table).getByRole('row', { name: /ianuarie 2026/ });
      expect(within(january).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5.000 €', '3.000 €', '500 €', '+1.500 €', '10 %']);
      expect(screen.getByTestId('report-summary').textContent).toContain('venituri 10.000 €, cheltuieli 8.600 €');
      expect(table.textContent).not.toContain('lei');
    } finally {
      useAppSettingsStore.setState({ settings });
    }
  });

  it('says what to do when the period holds nothing, and the refusal in Romanian', () => {
    results.cashFlow = ready([{ month: '2026-01', income: 0, expenses: 0, savings: 0, net: 0, savings_rate: null }]);
    const { rerender } = render(<CashFlowReport scope={scope} emptyAction={<button type="button">Mergi la Tranzacții</button>} />);
    expect(screen.getByRole('heading', { name: 'Nicio mișcare în ianuarie – februarie 2026' })).toBeTruthy();
    results.cashFlow = { isPending: false, isError: true, error: { hint: 'REPORT_RANGE_REVERSED' }, data: undefined, refetch: vi.fn() };
    rerender(<CashFlowReport scope={scope} emptyAction={null} />);
    expect(screen.getByRole('alert').textContent).toContain(REPORT_MESSAGES.reversed);
  });
});

describe('Cheltuieli pe categorii', () => {
  it('opens a category from its row, then a subcategory in the transactions list', async () => {
    results.spending = ready([
      { month: '2026-01', category: 'NUTRITIE', subcategory: null, amount: 100 },
      { month: '2026-02', category: 'TRANSPORT', subcategory: null, amount: 40 },
    ]);
    const onDrill = vi.fn();
    const navigate = vi.fn();
    const { rerender } = render(<SpendingReport scope={scope} category={null} onDrill={onDrill} navigate={navigate} emptyAction={null} />);
    await userEvent.click(within(screen.getByTestId('spending-table')).getByRole('button', { name: 'Nutriție' }));
    expect(onDrill).toHaveBeenCalledWith('NUTRITIE');
    // The chart's legend does what a click on the chart's band does, from the keyboard too.
    await userEvent.click(within(screen.getByRole('list', { name: 'Categoriile din grafic' })).getByRole('button', { name: 'Transport' }));
    expect(onDrill).toHaveBeenLastCalledWith('TRANSPORT');

    results.spending = ready([{ month: '2026-01', category: 'NUTRITIE', subcategory: 'Cafenele', amount: 100 }]);
    rerender(<SpendingReport scope={scope} category="NUTRITIE" onDrill={onDrill} navigate={navigate} emptyAction={null} />);
    expect(screen.getByRole('heading', { name: 'Cheltuieli pe categorii: Nutriție' })).toBeTruthy();
    const legendLink = within(screen.getByRole('list', { name: 'Subcategoriile din grafic' })).getByRole('link', { name: 'Cafenele' });
    const link = within(screen.getByTestId('spending-table')).getByRole('link', { name: 'Cafenele' });
    expect(legendLink.getAttribute('href')).toBe(link.getAttribute('href'));
    expect(link.getAttribute('href')).toBe('/transactions?tip=EXPENSE&categorie=NUTRITIE&subcategorie=Cafenele&data_de_la=2026-01-01&data_pana_la=2026-02-28');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith(link.getAttribute('href'));
    await userEvent.click(screen.getByRole('button', { name: '← Toate categoriile' }));
    expect(onDrill).toHaveBeenLastCalledWith(null);
  });
});
