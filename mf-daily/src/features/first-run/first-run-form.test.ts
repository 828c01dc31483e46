import { describe, expect, it } from 'vitest';
import type { UserAccountRow } from '@buget/shared-domain/accounts';
import { ACCOUNT_VALIDATION_MESSAGES } from '@buget/shared-domain/rules';
import { accountsToAnswer, checkFirstRun, firstRunRows, type FirstRunRow } from './first-run-form';
import { accountHint, FIRST_RUN_TEXT } from './labels';

const account = (id: string, patch: Partial<UserAccountRow> = {}): UserAccountRow => ({
  id, user_id: 'u', name: id, account_type: 'CHECKING', initial_balance: 0, included_in_total: true,
  display_order: 1, is_active: true, is_default: false, balance_start_date: null, currency: 'RON', ...patch,
});
const row = (accountId: string, amount: string, patch: Partial<FirstRunRow> = {}): FirstRunRow => ({ accountId, accountType: 'CHECKING', amount, dropped: false, ...patch });
const TODAY = '2026-11-27';

describe('the first-run card', () => {
  it('asks about the active accounts whose starting balance is not said, each with an empty amount', () => {
    const accounts = [account('bank'), account('set', { balance_start_date: '2026-11-01' }), account('old', { is_active: false }), account('invest', { included_in_total: false })];
    expect(accountsToAnswer(accounts).map((a) => a.id)).toEqual(['bank', 'invest']);
    expect(firstRunRows(accounts)).toEqual([row('bank', ''), row('invest', '')]);
  });

  it('answers with each amount as Romanians write it, the date, and the accounts the user does not have', () => {
    const rows = [row('bank', '1.234,56'), row('cash', '200 lei'), row('invest', '', { dropped: true }), row('card', '-1.500', { accountType: 'CREDIT' })];
    expect(checkFirstRun(rows, '2026-11-20', TODAY, 0)).toEqual({
      ok: true,
      answer: {
        startDate: '2026-11-20',
        balances: [{ accountId: 'bank', amount: 1234.56 }, { accountId: 'cash', amount: 200 }, { accountId: 'card', amount: -1500 }],
        dropped: ['invest'],
      },
    });
  });

  it('says under each field what is wrong: no amount, not an amount, a minus on an account that is not credit', () => {
    const result = checkFirstRun([row('bank', ''), row('cash', '12,3,4'), row('savings', '-5')], TODAY, TODAY, 0);
    expect(result).toEqual({
      ok: false,
      errors: {
        amounts: {
          bank: FIRST_RUN_TEXT.amountRequired,
          cash: ACCOUNT_VALIDATION_MESSAGES.INITIAL_BALANCE_INVALID,
          savings: ACCOUNT_VALIDATION_MESSAGES.INITIAL_BALANCE_NEGATIVE,
        },
      },
    });
  });

  it('needs a day not after today, and one active account kept', () => {
    expect(checkFirstRun([row('bank', '5')], '', TODAY, 0)).toMatchObject({ ok: false, errors: { date: FIRST_RUN_TEXT.dateRequired } });
    expect(checkFirstRun([row('bank', '5')], '2026-11-28', TODAY, 0)).toMatchObject({ ok: false, errors: { date: FIRST_RUN_TEXT.dateInFuture } });
    expect(checkFirstRun([row('bank', '', { dropped: true })], TODAY, TODAY, 0)).toMatchObject({ ok: false, errors: { form: FIRST_RUN_TEXT.keepOne } });
    // An account already set elsewhere stays active: every one asked about may go.
    expect(checkFirstRun([row('bank', '', { dropped: true })], TODAY, TODAY, 1)).toEqual({ ok: true, answer: { startDate: TODAY, balances: [], dropped: ['bank'] } });
  });

  it('says what each account is under its field', () => {
    expect(accountHint({ account_type: 'CHECKING', included_in_total: true })).toBe('Cont curent · intră în soldul disponibil');
    expect(accountHint({ account_type: 'INVESTMENT', included_in_total: false })).toBe('Investiții · nu intră în soldul disponibil');
    expect(accountHint({ account_type: 'CREDIT', included_in_total: true })).toBe('Credit · poate fi negativ, dacă datorezi');
  });
});
