import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StartingBalancesAnswer } from '@buget/shared-domain/accounts';
import type { UserAccountRow } from '@buget/shared-domain/accounts';
import FirstRunCard from './FirstRunCard';

const mutate = vi.fn<(answer: StartingBalancesAnswer) => void>();
vi.mock('@buget/shared-domain/accounts', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useAnswerStartingBalances: () => ({ mutate, isPending: false }) };
});

const account = (id: string, name: string, patch: Partial<UserAccountRow> = {}): UserAccountRow => ({
  id, user_id: 'u', name, account_type: 'CHECKING', initial_balance: 0, included_in_total: true,
  display_order: 1, is_active: true, is_default: false, balance_start_date: null, currency: 'RON', ...patch,
});
const DEFAULTS = [
  account('bank', 'Bancă', { is_default: true }),
  account('cash', 'Cash', { account_type: 'CASH', display_order: 2 }),
  account('invest', 'Investiții', { account_type: 'INVESTMENT', included_in_total: false, display_order: 3 }),
];
const TODAY = '2026-11-27';

describe('FirstRunCard', () => {
  beforeEach(() => mutate.mockClear());

  it('asks each account with an empty field and today as the date, and saves the answer with "Nu am"', async () => {
    const user = userEvent.setup();
    render(<FirstRunCard accounts={DEFAULTS} today={TODAY} />);
    const card = screen.getByRole('region', { name: 'Cât ai acum în conturi?' });
    expect(within(card).getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['27/11/2026', '', '', '']);
    expect(screen.getByLabelText('Bancă').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Investiții · nu intră în soldul disponibil')).toBeTruthy();

    await user.type(screen.getByLabelText('Bancă'), '1.234,56');
    await user.type(screen.getByLabelText('Cash'), '200');
    const drop = screen.getByRole('button', { name: 'Nu am contul Investiții' });
    await user.click(drop);
    expect(drop.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Investiții') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Contul va fi șters (sau dezactivat, dacă are deja tranzacții).')).toBeTruthy();

    const date = screen.getByLabelText('Sold la începutul zilei de');
    await user.clear(date);
    await user.type(date, '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Salvează soldurile' }));
    expect(mutate).toHaveBeenCalledWith({
      startDate: '2026-11-01',
      balances: [{ accountId: 'bank', amount: 1234.56 }, { accountId: 'cash', amount: 200 }],
      dropped: ['invest'],
    });
  });

  it('says under each field what is wrong and sends nothing', async () => {
    const user = userEvent.setup();
    render(<FirstRunCard accounts={DEFAULTS} today={TODAY} />);
    await user.type(screen.getByLabelText('Cash'), '-5');
    await user.type(screen.getByLabelText('Investiții'), 'mult');
    await user.click(screen.getByRole('button', { name: 'Salvează soldurile' }));
    const errors = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(errors).toEqual([
      'Scrie soldul contului sau alege „Nu am”.',
      'Soldul inițial nu poate fi negativ. Doar un cont de tip Credit poate avea sold negativ (o datorie).',
      'Soldul inițial trebuie să fie un număr valid',
    ]);
    expect(screen.getByLabelText('Bancă').getAttribute('aria-invalid')).toBe('true');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('lets a credit account owe money, and keeps the last active account', async () => {
    const user = userEvent.setup();
    render(<FirstRunCard accounts={[account('card', 'Card de credit', { account_type: 'CREDIT', is_default: true }), account('cash', 'Cash', { account_type: 'CASH' })]} today={TODAY} />);
    await user.click(screen.getByRole('button', { name: 'Nu am contul Cash' }));
    const last = screen.getByRole('button', { name: 'Nu am contul Card de credit' }) as HTMLButtonElement;
    expect(last.disabled).toBe(true);
    await user.type(screen.getByLabelText('Card de credit'), '-2.500');
    await user.click(screen.getByRole('button', { name: 'Salvează soldurile' }));
    expect(mutate).toHaveBeenCalledWith({ startDate: TODAY, balances: [{ accountId: 'card', amount: -2500 }], dropped: ['cash'] });
  });
});
