import { describe, expect, it } from 'vitest';
import { TRANSACTION_RULE_MESSAGES as R } from './transaction-messages';
import { transactionRefusalOf } from './transaction-refusals';

const refused = (hint: string) => ({ code: '23514', message: 'refused', details: null, hint });

describe("the server's refusals → the form's fields and texts", () => {
  it.each([
    ['DONE_IN_FUTURE', 'date', R.doneInFuture],
    ['PLANNED_TOO_FAR', 'date', R.plannedTooFar],
    ['TRANSFER_SAME_ACCOUNT', 'toAccountId', R.sameAccount],
    ['SAVING_ACCOUNT_INVALID', 'toAccountId', R.savingAccountInvalid],
  ])('%s', (hint, field, message) => {
    expect(transactionRefusalOf(refused(hint))).toEqual({ field, message });
  });
  it("names the end whose account is not the caller's (composite foreign key, 23503)", () => {
    const fk = (constraint: string) => ({ code: '23503', message: `insert or update on table "transactions" violates foreign key constraint "${constraint}"`, hint: null });
    expect(transactionRefusalOf(fk('transactions_account_id_fkey'))).toEqual({ field: 'accountId', message: R.accountNotFound });
    expect(transactionRefusalOf(fk('transactions_to_account_id_fkey'))).toEqual({ field: 'toAccountId', message: R.accountNotFound });
    expect(transactionRefusalOf(fk('transactions_recurring_rule_id_fkey'))).toBeNull();
  });
  it('leaves anything else to the general text', () => {
    expect(transactionRefusalOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(transactionRefusalOf(refused('SOMETHING_ELSE'))).toBeNull();
    expect(transactionRefusalOf(null)).toBeNull();
    expect(transactionRefusalOf({ hint: 42 })).toBeNull();
  });
});
