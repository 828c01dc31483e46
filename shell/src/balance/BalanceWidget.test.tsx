import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@buget/shared-domain';
import { BalanceWidget } from './BalanceWidget';

function renderWith(figures: { totalIncome: number; totalExpenses: number; totalSavings: number; available: number }) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.availableBalance, figures);
  render(
    <QueryClientProvider client={client}>
      <BalanceWidget />
    </QueryClientProvider>,
  );
}

describe('BalanceWidget', () => {
  beforeEach(() => localStorage.clear());

  it('colours by sign, hides as dots and opens the details panel', async () => {
    renderWith({ totalIncome: 5000, totalExpenses: 5200, totalSavings: 300, available: -500 });
    const amount = screen.getByTestId('balance-amount');
    expect(amount.getAttribute('data-tone')).toBe('negative');
    expect(amount.textContent).toBe('-500 lei');
    await userEvent.click(screen.getByRole('button', { name: 'Ascunde suma' }));
    expect(amount.textContent).toBe('••••••');
    await userEvent.click(screen.getByRole('button', { name: 'Detalii' }));
    expect(screen.getByRole('heading', { name: 'Sold Disponibil Real' })).toBeTruthy();
    expect(screen.getByTestId('balance-income').textContent).toBe('Total Venituri (+)5.000 lei');
    expect(screen.getByRole('button', { name: 'Ascunde' })).toBeTruthy();
  });

  it('is grey at zero', () => {
    renderWith({ totalIncome: 0, totalExpenses: 0, totalSavings: 0, available: 0 });
    expect(screen.getByTestId('balance-amount').getAttribute('data-tone')).toBe('zero');
  });
});
