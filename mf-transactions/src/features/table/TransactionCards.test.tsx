import type { TransactionRow } from '@buget/shared-domain/transactions';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TransactionCards } from './TransactionCards';

const row = (n: number, patch: Partial<TransactionRow> = {}): TransactionRow => ({
  id: `id-${n}`, user_id: 'u', account_id: 'bank', to_account_id: null, type: 'EXPENSE', amount: 65, actual_amount: null, planned_amount: null,
  execution_status: 'COMPLETED', date: '2026-03-10', category: 'NUTRITIE', subcategory: null, description: null,
  currency: 'RON', recurring: false, frequency: 'NONE', recurring_rule_id: null, running_balance: 1000, counted_amount: patch.amount ?? 65, ...patch,
});

describe('TransactionCards (phones)', () => {
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  });
  it('shows what the table shows: account, status, both amounts of a modified row, a transfer between accounts', () => {
    render(
      <TransactionCards
        rows={[row(1, { amount: 65, actual_amount: 70.5, counted_amount: 70.5, execution_status: 'MODIFIED' }), row(2, { type: 'TRANSFER', category: 'TRANSFER', to_account_id: 'cash', amount: 500, execution_status: null })]}
        actions={{ onEdit: vi.fn(), onDelete: vi.fn() }}
        accountNames={new Map([['bank', 'Bancă'], ['cash', 'Cash']])}
        busy={false}
      />,
    );
    const [modified, transfer] = screen.getAllByTestId('transaction-card').map((card) => within(card));
    expect(modified!.getByText('Modificată')).toBeTruthy();
    expect(modified!.getByText('-70,50 lei')).toBeTruthy();
    expect(modified!.getByText('planificat 65 lei')).toBeTruthy();
    expect(modified!.getByText('Bancă')).toBeTruthy();
    expect(transfer!.getByText('Transfer')).toBeTruthy();
    expect(transfer!.getByText('Planificată')).toBeTruthy();
    expect(transfer!.getByText('Bancă → Cash')).toBeTruthy();
    expect(transfer!.getByText('500 lei')).toBeTruthy();
  });

  it('writes the running balance in the default currency (converted by the server)', () => {
    const settings = useAppSettingsStore.getState().settings;
    useAppSettingsStore.setState({ settings: { ...settings, defaultCurrency: 'EUR' } });
    try {
      render(<TransactionCards rows={[row(1, { running_balance: 1234.5 })]} actions={{ onEdit: vi.fn(), onDelete: vi.fn() }} accountNames={new Map()} busy={false} />);
      expect(within(screen.getByTestId('transaction-card')).getByText('1.234,50 €')).toBeTruthy();
    } finally {
      useAppSettingsStore.setState({ settings });
    }
  });

  it('marks a reconciled row with a named lock, and no other', () => {
    render(
      <TransactionCards
        rows={[row(1, { reconciled_at: '2026-03-12T10:00:00Z' }), row(2)]}
        actions={{ onEdit: vi.fn(), onDelete: vi.fn() }}
        accountNames={new Map()}
        busy={false}
      />,
    );
    const [reconciled, plain] = screen.getAllByTestId('transaction-card').map((card) => within(card));
    expect(reconciled!.getByRole('img', { name: 'Reconciliată cu soldul băncii' })).toBeTruthy();
    expect(plain!.queryByRole('img', { name: 'Reconciliată cu soldul băncii' })).toBeNull();
  });
});
