import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccountView } from '@buget/shared-domain/accounts';
import { AccountCard, type AccountActions } from './AccountCard';

const actions: AccountActions = { edit: vi.fn(), remove: vi.fn(), makeDefault: vi.fn(), setActive: vi.fn(), move: vi.fn(), reconcile: vi.fn() };
const account = (patch: Partial<AccountView>): AccountView => ({
  accountId: 'a1', accountName: 'Bancă', initialBalance: 1000, currency: 'RON', accountType: 'checking',
  isActive: true, displayOrder: 1, includedInTotal: true, iconName: 'landmark', isDefault: true, pending: false, ...patch,
});
const figure = (name: string) => within(screen.getByRole('listitem')).getByText(name).nextElementSibling;

describe('AccountCard', () => {
  it("shows the server's balance of the account and the day it starts from, not a balance kept in the browser", () => {
    render(
      <ul>
        <AccountCard account={account({})} balance={{ accountId: 'a1', balance: 1234.5, balanceStart: '2026-11-01', counted: true, currency: 'RON', converted: null, rateDate: null }} first last busy={false} actions={actions} />
      </ul>,
    );
    expect(screen.getByTestId('account-balance').textContent).toBe('1.234,50 lei');
    expect(screen.getByTestId('account-balance-start').textContent).toBe('1 nov. 2026');
    expect(figure('Sold inițial')?.textContent).toBe('1.000 lei');
    expect(screen.queryByTestId('account-currency')).toBeNull();
    expect(screen.getByTestId('account-balance').className).toBe('');
  });

  it('writes a EUR account’s figures in euros and names its currency', () => {
    render(
      <ul>
        <AccountCard account={account({ currency: 'EUR', initialBalance: 200 })} balance={{ accountId: 'a1', balance: 250, balanceStart: '2026-11-01', counted: true, currency: 'EUR', converted: 1272.8, rateDate: '2026-11-27' }} first last busy={false} actions={actions} />
      </ul>,
    );
    expect(screen.getByTestId('account-balance').textContent).toBe('250 €');
    expect(figure('Sold inițial')?.textContent).toBe('200 €');
    expect(screen.getByTestId('account-currency').textContent).toBe('EUR');
  });

  it('shows a credit account owing money in the negative colour', () => {
    render(
      <ul>
        <AccountCard
          account={account({ accountName: 'Card', accountType: 'credit', initialBalance: -700, isDefault: false })}
          balance={{ accountId: 'a1', balance: -812.4, balanceStart: '2026-11-27', counted: true, currency: 'RON', converted: null, rateDate: null }}
          first
          last
          busy={false}
          actions={actions}
        />
      </ul>,
    );
    expect(screen.getByTestId('account-balance').textContent).toBe('-812,40 lei');
    expect(screen.getByTestId('account-balance').className).toBe('opt-money--negative');
    expect(figure('Sold inițial')?.className).toBe('opt-money--negative');
    expect(screen.getByText('Credit')).toBeTruthy();
  });

  it('says a balance never set is not set, and shows none for an account still only in this browser', () => {
    render(
      <ul>
        <AccountCard account={account({ accountId: 'local-x', pending: true })} balance={undefined} first last busy={false} actions={actions} />
      </ul>,
    );
    expect(screen.getByTestId('account-balance').textContent).toBe('—');
    expect(screen.getByTestId('account-balance-start').textContent).toBe('Nesetat');
  });

  it('says when the account was last reconciled, as a day in Bucharest, and offers Reconciliază', () => {
    render(
      <ul>
        <AccountCard account={account({})} balance={{ accountId: 'a1', balance: 10, balanceStart: null, counted: true, currency: 'RON', converted: null, rateDate: null }} first last busy={false} actions={actions} reconciledAt="2026-11-26T22:30:00Z" />
      </ul>,
    );
    expect(screen.getByTestId('account-reconciled').textContent).toBe('Reconciliat la 27.11.2026');
    screen.getByRole('button', { name: 'Reconciliază Bancă' }).click();
    expect(actions.reconcile).toHaveBeenCalled();
  });
});
