import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@buget/shared-domain/data';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { clearUserStorage } from '@buget/shared-domain/stores';
import { setPageTitle } from '../layout/document-title';
import { setBalanceHidden } from './balance-hidden';
import { BalanceWidget } from './BalanceWidget';
import { useBalanceInTitle } from './use-balance-in-title';

function TitleAndWidget() {
  useBalanceInTitle();
  return <BalanceWidget />;
}

function renderFrame(balancesSet = true) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.balanceInit, []);
  client.setQueryData(queryKeys.availableBalance, { totalIncome: 2000, totalExpenses: 766, totalSavings: 0, available: 1234, balancesSet, currency: 'RON', missingRates: [] });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TitleAndWidget />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const showInTitle = (value: boolean) =>
  useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, showBalanceInTitle: value } }));

describe('useBalanceInTitle', () => {
  afterEach(() => {
    showInTitle(false);
    act(() => setBalanceHidden(false));
    localStorage.clear();
  });

  it('puts the balance before the page title, and the dots, never the figure, while the eye hides it', async () => {
    showInTitle(true);
    setPageTitle('Tranzacții · Buget');
    const view = renderFrame();
    expect(document.title).toBe('1.234 lei · Tranzacții · Buget');

    await userEvent.click(screen.getByRole('button', { name: 'Ascunde suma' }));
    expect(screen.getByTestId('balance-amount').textContent).toBe('••••••');
    expect(document.title).toBe('•••••• · Tranzacții · Buget');
    expect(localStorage.getItem('buget-balance-hidden')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Arată suma' }));
    expect(document.title).toBe('1.234 lei · Tranzacții · Buget');
    view.unmount();
    expect(document.title).toBe('Tranzacții · Buget');
  });

  it('starts hidden when the balance was hidden before, and follows another tab hiding it', () => {
    showInTitle(true);
    setPageTitle('Grid Lunar · Buget');
    act(() => setBalanceHidden(true));
    renderFrame();
    expect(document.title).toBe('•••••• · Grid Lunar · Buget');

    localStorage.setItem('buget-balance-hidden', 'false');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'buget-balance-hidden' }));
    });
    expect(document.title).toBe('1.234 lei · Grid Lunar · Buget');
    expect(screen.getByTestId('balance-amount').textContent).toBe('1.234 lei');
  });

  it("forgets the hidden balance at a sign-out: the next user sees the figure (issue 24 point 5)", () => {
    showInTitle(true);
    setPageTitle('Situația Zilei · Buget');
    act(() => setBalanceHidden(true));
    renderFrame();
    expect(document.title).toBe('•••••• · Situația Zilei · Buget');
    act(() => clearUserStorage());
    expect(localStorage.getItem('buget-balance-hidden')).toBeNull();
    expect(screen.getByTestId('balance-amount').textContent).toBe('1.234 lei');
  });

  it('puts no figure in the title while the starting balances are not set', () => {
    showInTitle(true);
    setPageTitle('Situația Zilei · Buget');
    renderFrame(false);
    expect(document.title).toBe('Situația Zilei · Buget');
  });

  it('leaves the title alone while the setting is off', () => {
    setPageTitle('Opțiuni · Buget');
    renderFrame();
    expect(document.title).toBe('Opțiuni · Buget');
  });
});
