import { mergeWithDefaults } from '@buget/shared-domain/categories';
import { TRANSACTION_FORM_MESSAGES as M, toLocalIsoDate } from '@buget/shared-domain/rules';
import type { TransactionRow } from '@buget/shared-domain/transactions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionFormDialog } from './TransactionFormDialog';

const mutations = vi.hoisted(() => ({
  create: vi.fn(async () => ({ id: 'new' })),
  createSeries: vi.fn(async () => ({})),
  update: vi.fn(async () => ({})),
  updateSeries: vi.fn(async () => ({})),
}));

// The original is typed loosely on purpose: a type-level `import * as` of the package marks every
// export of it as used for knip, which would hide dead code in shared-domain.
vi.mock('@buget/shared-domain/transactions', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  const hook = (fn: (...args: never[]) => Promise<unknown>) => () => ({ mutateAsync: fn, isPending: false });
  return {
    ...actual,
    useCreateTransaction: hook(mutations.create),
    useCreateRecurringSeries: hook(mutations.createSeries),
    useUpdateTransaction: hook(mutations.update),
    useUpdateSeries: hook(mutations.updateSeries),
    // No accounts read (a user without any): the server picks the default account.
    useTransactionAccounts: () => (actual['toTransactionAccounts'] as (rows: unknown[]) => unknown)([]),
  };
});
vi.mock('@buget/shared-domain/categories', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useCategories: () => ({ data: mergeWithDefaults(null) }) };
});

function renderDialog(editing: TransactionRow | null = null) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TransactionFormDialog open onOpenChange={onOpenChange} editing={editing} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

describe('TransactionFormDialog', () => {
  beforeEach(() => Object.values(mutations).forEach((m) => m.mockClear()));

  it('shows the spec messages beside the fields and saves nothing while invalid', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Adaugă tranzacție' });
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă' }));
    expect(dialog.textContent).toContain(M.amountRequired);
    expect(dialog.textContent).toContain(M.categoryRequired);
    expect(screen.getByLabelText('Sumă (RON)').getAttribute('aria-invalid')).toBe('true');
    expect(mutations.create).not.toHaveBeenCalled();
  });

  it('creates a transaction from valid fields and closes', async () => {
    const { onOpenChange } = renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Categorie', { exact: true }), 'TRANSPORT');
    await userEvent.type(screen.getByLabelText('Sumă (RON)'), '42,5');
    await userEvent.type(screen.getByLabelText('Descriere (opțional)'), 'benzină');
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă' }));
    expect(mutations.create).toHaveBeenCalledTimes(1);
    expect(mutations.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'EXPENSE', amount: 42.5, category: 'TRANSPORT', description: 'benzină' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('reads the amount as Romanians write it and shows the reading before it is saved', async () => {
    renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Categorie', { exact: true }), 'TRANSPORT');
    const amount = screen.getByLabelText('Sumă (RON)');
    await userEvent.type(amount, '1234.5');
    const reading = screen.getByText('Citit: 1.234,50 lei');
    expect(amount.getAttribute('aria-describedby')).toBe(reading.id);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.234,56 lei');
    expect(screen.getByText('Citit: 1.234,56 lei')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă' }));
    expect(mutations.create).toHaveBeenCalledWith(expect.objectContaining({ amount: 1234.56, category: 'TRANSPORT' }));
  });

  it('edits an amount with bani shown with a decimal comma', () => {
    renderDialog({
      id: 'r0', user_id: 'u', account_id: null, to_account_id: null, type: 'EXPENSE', amount: 89.99, actual_amount: null, planned_amount: null,
      execution_status: 'COMPLETED', date: '2026-01-05', category: 'NUTRITIE', subcategory: null, description: null,
      currency: 'RON', recurring: false, frequency: 'NONE', recurring_rule_id: null, running_balance: 0, counted_amount: 89.99,
    });
    expect((screen.getByLabelText('Sumă (RON)') as HTMLInputElement).value).toBe('89,99');
    expect(screen.queryByText(/^Citit:/)).toBeNull();
  });

  it('edits one row with its values filled in', async () => {
    const row: TransactionRow = {
      id: 'r1', user_id: 'u', account_id: null, to_account_id: null, type: 'EXPENSE', amount: 1200, actual_amount: null, planned_amount: null,
      execution_status: 'COMPLETED', date: '2026-01-05', category: 'LOCUINTA', subcategory: null, description: 'chirie',
      currency: 'RON', recurring: false, frequency: 'NONE', recurring_rule_id: null, running_balance: 0, counted_amount: 1200,
    };
    renderDialog(row);
    expect(screen.getByRole('dialog', { name: 'Editează tranzacția' })).toBeTruthy();
    const amount = screen.getByLabelText('Sumă (RON)') as HTMLInputElement;
    expect(amount.value).toBe('1200');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1300');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    expect(mutations.update).toHaveBeenCalledWith({ id: 'r1', changes: expect.objectContaining({ amount: 1300, category: 'LOCUINTA' }) });
  });

  it('asks before saving a reconciled row, and saves nothing when the question is declined (issue 26 point 4)', async () => {
    renderDialog({
      id: 'r9', user_id: 'u', account_id: null, to_account_id: null, type: 'EXPENSE', amount: 50, actual_amount: null, planned_amount: null,
      execution_status: 'COMPLETED', date: '2026-01-05', category: 'NUTRITIE', subcategory: null, description: null,
      currency: 'RON', recurring: false, frequency: 'NONE', recurring_rule_id: null, running_balance: 0, counted_amount: 50,
      reconciled_at: '2026-01-06T10:00:00Z',
    });
    const amount = screen.getByLabelText('Sumă (RON)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '55');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    expect(screen.getByRole('dialog', { name: 'Modifici o tranzacție reconciliată?' })).toBeTruthy();
    expect(mutations.update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Renunță' }));
    expect(mutations.update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvează oricum' }));
    expect(mutations.update).toHaveBeenCalledWith({ id: 'r9', changes: expect.objectContaining({ amount: 55 }) });
  });

  it('edits a generated occurrence dated in the future, alone or with its whole series', async () => {
    const inAMonth = new Date();
    inAMonth.setDate(inAMonth.getDate() + 30);
    const date = toLocalIsoDate(inAMonth);
    const row: TransactionRow = {
      id: 'r2', user_id: 'u', account_id: null, to_account_id: null, type: 'EXPENSE', amount: 1500, actual_amount: null, planned_amount: null,
      execution_status: null, date, category: 'LOCUINTA', subcategory: null, description: 'chirie',
      currency: 'RON', recurring: true, frequency: 'MONTHLY', recurring_rule_id: 'rule-1', running_balance: 0, counted_amount: 1500,
    };
    renderDialog(row);
    const amount = screen.getByLabelText('Sumă (RON)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1550');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    expect(screen.queryByText(M.dateInFuture)).toBeNull();
    expect(mutations.update).toHaveBeenCalledWith({ id: 'r2', changes: expect.objectContaining({ amount: 1550, date }) });
  });

  it('a whole-series edit keeps every date: the date goes back to the row and is locked', async () => {
    const row: TransactionRow = {
      id: 'r3', user_id: 'u', account_id: null, to_account_id: null, type: 'EXPENSE', amount: 80, actual_amount: null, planned_amount: null,
      execution_status: null, date: '2026-01-31', category: 'SANATATE', subcategory: null, description: 'sală',
      currency: 'RON', recurring: true, frequency: 'MONTHLY', recurring_rule_id: 'rule-2', running_balance: 0, counted_amount: 80,
    };
    renderDialog(row);
    const date = screen.getByLabelText('Dată', { exact: true }) as HTMLInputElement;
    await userEvent.clear(date);
    await userEvent.type(date, '15/01/2026');
    await userEvent.click(screen.getByLabelText('Toată seria (fiecare își păstrează data)'));
    expect(date.value).toBe('31/01/2026');
    expect(date.disabled).toBe(true);
    const amount = screen.getByLabelText('Sumă (RON)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '95');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează modificările' }));
    expect(mutations.updateSeries).toHaveBeenCalledWith({
      ruleId: 'rule-2',
      changes: { type: 'EXPENSE', amount: 95, category: 'SANATATE', subcategory: null, description: 'sală' },
    });
    expect(mutations.update).not.toHaveBeenCalled();
  });
});
