import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountView } from '@buget/shared-domain/accounts';
import { ReconcileDialog } from './ReconcileDialog';
import { RECONCILE_FORM_MESSAGES } from './reconcile-form';

const state = vi.hoisted(() => ({ reconcile: vi.fn() }));

// The original is typed loosely on purpose (see SettingsSection.test.tsx: knip and `import *`).
vi.mock('@buget/shared-domain/accounts', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useReconcileAccount: () => ({ mutate: state.reconcile, mutateAsync: state.reconcile, isPending: false }) };
});

const account: AccountView = {
  accountId: 'a1', accountName: 'Bancă', initialBalance: 1000, currency: 'RON', accountType: 'checking',
  isActive: true, displayOrder: 1, includedInTotal: true, iconName: 'landmark', isDefault: true, pending: false,
};
const balance = { accountId: 'a1', balance: 1200.5, balanceStart: null, counted: true, currency: 'RON' as const, converted: 1200.5, rateDate: null };

describe('ReconcileDialog (issue 26 point 4)', () => {
  beforeEach(() => state.reconcile.mockReset().mockResolvedValue({}));

  it("shows Buget's figure and the difference from what the bank shows, then sends the bank's figure", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ReconcileDialog account={account} balance={balance} onClose={onClose} />);
    expect(screen.getByTestId('reconcile-own').textContent).toBe('1.200,50 lei');
    await user.type(screen.getByLabelText('Soldul din bancă azi'), '1.234,56');
    expect(screen.getByTestId('reconcile-difference').textContent).toBe('+34,06 lei');
    expect(screen.getByText(/se adaugă un venit/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Înregistrează diferența' }));
    expect(state.reconcile).toHaveBeenCalledWith({ accountId: 'a1', bankBalance: 1234.56 });
    expect(onClose).toHaveBeenCalled();
  });

  it('an amount it cannot read: the Romanian message at the field, nothing sent', async () => {
    const user = userEvent.setup();
    render(<ReconcileDialog account={account} balance={balance} onClose={vi.fn()} />);
    await user.type(screen.getByLabelText('Soldul din bancă azi'), '12,34,5');
    expect(screen.getByTestId('reconcile-difference').textContent).toBe('—');
    await user.click(screen.getByRole('button', { name: 'Înregistrează diferența' }));
    expect(screen.getByText(RECONCILE_FORM_MESSAGES.unreadable)).toBeTruthy();
    expect(state.reconcile).not.toHaveBeenCalled();
  });
});
