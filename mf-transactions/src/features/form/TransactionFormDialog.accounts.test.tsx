import { mergeWithDefaults } from '@buget/shared-domain/categories';
import { addDays, toLocalIsoDate } from '@buget/shared-domain/rules';
import { TRANSACTION_RULE_MESSAGES as R, type TransactionAccount, type TransactionRow } from '@buget/shared-domain/transactions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionFormDialog } from './TransactionFormDialog';

const BANK = '11111111-1111-4111-8111-111111111111';
const CASH = '22222222-2222-4222-8222-222222222222';
const INVEST = '33333333-3333-4333-8333-333333333333';

const fixtures = vi.hoisted(() => ({
  create: vi.fn(async (_row: unknown): Promise<unknown> => ({ id: 'new' })),
  update: vi.fn(async (_change: unknown): Promise<unknown> => ({})),
  createSeries: vi.fn(async (_input: unknown): Promise<unknown> => ({})),
  accounts: [] as unknown[],
}));

// Typed loosely on purpose: a type-level `import * as` would mark every export as used for knip.
vi.mock('@buget/shared-domain/transactions', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  const hook = (fn: (value: never) => Promise<unknown>) => () => ({ mutateAsync: fn, isPending: false });
  return {
    ...actual,
    useCreateTransaction: hook(fixtures.create),
    useCreateRecurringSeries: hook(fixtures.createSeries),
    useUpdateTransaction: hook(fixtures.update),
    useUpdateSeries: hook(vi.fn()),
    useTransactionAccounts: () => (actual['toTransactionAccounts'] as (rows: unknown[]) => unknown)(fixtures.accounts),
  };
});
vi.mock('@buget/shared-domain/categories', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useCategories: () => ({ data: mergeWithDefaults(null) }) };
});

const account = (id: string, name: string, patch: Partial<TransactionAccount> = {}): TransactionAccount => ({
  id, name, account_type: 'CHECKING', is_active: true, is_default: false, currency: 'RON', ...patch,
});

const today = toLocalIsoDate(new Date());
const display = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function renderDialog(editing: TransactionRow | null = null) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TransactionFormDialog open onOpenChange={onOpenChange} editing={editing} />
    </QueryClientProvider>,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

const typeDate = async (iso: string) => {
  const date = screen.getByLabelText('Dată', { exact: true });
  await userEvent.clear(date);
  await userEvent.type(date, display(iso));
};
const fillExpense = async (amount = '89,99') => {
  await userEvent.selectOptions(screen.getByLabelText('Categorie', { exact: true }), 'NUTRITIE');
  await userEvent.type(screen.getByLabelText('Sumă (RON)'), amount);
};
const save = () => userEvent.click(screen.getByRole('button', { name: /^(Adaugă|Salvează modificările)$/ }));

describe('the form with accounts, status and transfers (issue 22)', () => {
  beforeEach(() => {
    fixtures.create.mockReset().mockResolvedValue({ id: 'new' });
    fixtures.update.mockReset().mockResolvedValue({});
    fixtures.createSeries.mockReset().mockResolvedValue({});
    fixtures.accounts = [
      account(BANK, 'Bancă', { is_default: true }),
      account(CASH, 'Cash', { account_type: 'CASH' }),
      account(INVEST, 'Investiții', { account_type: 'INVESTMENT' }),
      account('old', 'Vechi', { is_active: false }),
    ];
  });

  it('preselects the default account, offers the active ones, and records a past expense as done', async () => {
    const { onOpenChange } = renderDialog();
    const select = screen.getByLabelText('Cont', { exact: true }) as HTMLSelectElement;
    expect(select.value).toBe(BANK);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bancă', 'Cash', 'Investiții']);
    expect((screen.getByRole('radio', { name: 'Realizată' }) as HTMLInputElement).checked).toBe(true);
    await fillExpense();
    await typeDate(addDays(today, -2));
    await userEvent.selectOptions(select, CASH);
    await save();
    expect(fixtures.create).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 89.99, account_id: CASH, execution_status: 'COMPLETED', actual_amount: 89.99, date: addDays(today, -2), to_account_id: null }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a future date makes a new transaction planned, up to a year ahead', async () => {
    renderDialog();
    await fillExpense('120');
    await typeDate(addDays(today, 30));
    expect((screen.getByRole('radio', { name: 'Planificată' }) as HTMLInputElement).checked).toBe(true);
    await save();
    expect(fixtures.create).toHaveBeenCalledWith(expect.objectContaining({ execution_status: null, actual_amount: null, date: addDays(today, 30), account_id: BANK }));
  });

  it('a done transaction in the future is refused with its message, beside the date, before anything is sent', async () => {
    renderDialog();
    await fillExpense();
    await typeDate(addDays(today, 3));
    // The future date made it planned; marked done, it cannot be.
    await userEvent.click(screen.getByRole('radio', { name: 'Realizată' }));
    expect(screen.getByText(R.doneInFuture)).toBeTruthy();
    expect(screen.getByLabelText('Dată', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await save();
    expect(fixtures.create).not.toHaveBeenCalled();
    // Marked planned, the same date is fine.
    await userEvent.click(screen.getByRole('radio', { name: 'Planificată' }));
    expect(screen.queryByText(R.doneInFuture)).toBeNull();
  });

  it("shows the server's refusal beside its field", async () => {
    fixtures.create.mockRejectedValueOnce({ code: '23514', message: 'refused', hint: 'PLANNED_TOO_FAR' });
    const { onOpenChange } = renderDialog();
    await fillExpense();
    await save();
    expect(screen.getByText(R.plannedTooFar)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('a transfer: from, to, amount, date, description; two different accounts; one insert', async () => {
    renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Tip', { exact: true }), 'TRANSFER');
    expect(screen.queryByLabelText('Categorie', { exact: true })).toBeNull();
    expect(screen.queryByLabelText('Tranzacție recurentă')).toBeNull();
    expect((screen.getByLabelText('Din contul') as HTMLSelectElement).value).toBe(BANK);
    await userEvent.type(screen.getByLabelText('Sumă (RON)'), '500');
    await userEvent.selectOptions(screen.getByLabelText('În contul'), BANK);
    await save();
    expect(screen.getByText(R.sameAccount)).toBeTruthy();
    expect(fixtures.create).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText('În contul'), CASH);
    await userEvent.type(screen.getByLabelText('Descriere (opțional)'), 'retragere');
    await save();
    expect(fixtures.create).toHaveBeenCalledTimes(1);
    expect(fixtures.create).toHaveBeenCalledWith(expect.objectContaining({
      type: 'TRANSFER', amount: 500, category: 'TRANSFER', subcategory: null, account_id: BANK, to_account_id: CASH, description: 'retragere', recurring: false,
    }));
  });

  it('a saving may go to a savings or investment account, and only to one of those', async () => {
    renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Categorie', { exact: true }), 'ECONOMII');
    const to = screen.getByLabelText('Către contul (opțional)');
    expect(within(to).getAllByRole('option').map((o) => o.textContent)).toEqual(['Fără cont de economii', 'Investiții']);
    await userEvent.type(screen.getByLabelText('Sumă (RON)'), '300');
    await userEvent.selectOptions(to, INVEST);
    await save();
    expect(fixtures.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'SAVING', to_account_id: INVEST, account_id: BANK }));
  });

  it('edits a transfer as its one row, and keeps a modified row\'s real amount', async () => {
    const base: TransactionRow = {
      id: 't1', user_id: 'u', account_id: BANK, to_account_id: CASH, type: 'TRANSFER', amount: 500, actual_amount: 500, planned_amount: null,
      execution_status: 'COMPLETED', date: addDays(today, -1), category: 'TRANSFER', subcategory: null, description: 'retragere',
      currency: 'RON', recurring: false, frequency: 'NONE', recurring_rule_id: null, running_balance: 0, counted_amount: 500,
    };
    renderDialog(base);
    expect((screen.getByLabelText('În contul') as HTMLSelectElement).value).toBe(CASH);
    const amount = screen.getByLabelText('Sumă (RON)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '450');
    await save();
    expect(fixtures.update).toHaveBeenCalledWith({ id: 't1', changes: expect.objectContaining({ type: 'TRANSFER', amount: 450, actual_amount: 450, account_id: BANK, to_account_id: CASH }) });
    expect(fixtures.update.mock.calls[0]?.[0]).not.toHaveProperty('changes.execution_status');
  });

  it('a new series is planned: no status to choose, and its account goes with it', async () => {
    renderDialog();
    await fillExpense('1500');
    await userEvent.selectOptions(screen.getByLabelText('Cont', { exact: true }), CASH);
    await userEvent.click(screen.getByLabelText('Tranzacție recurentă'));
    expect(screen.queryByRole('radio', { name: 'Realizată' })).toBeNull();
    await save();
    expect(fixtures.createSeries).toHaveBeenCalledWith(expect.objectContaining({ template: expect.objectContaining({ accountId: CASH, amount: 1500 }) }));
  });
});
