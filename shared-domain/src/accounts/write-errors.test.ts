import { describe, expect, it } from 'vitest';
import { ACCOUNT_VALIDATION_MESSAGES } from '@buget/shared-domain/rules';
import { ACCOUNT_MESSAGES } from './messages';
import { accountWriteErrorMessage } from './write-errors';

const refusal = (code: string, hint = '', message = '') => ({ code, hint, message });

describe("the server's account refusals in Romanian", () => {
  it('names the rule broken, by hint or code', () => {
    expect(accountWriteErrorMessage(refusal('23514', 'MAX_ACCOUNTS'), 'save')).toBe(ACCOUNT_MESSAGES.maxReached);
    expect(accountWriteErrorMessage(refusal('23514', 'DEFAULT_ACCOUNT_REQUIRED'), 'delete')).toBe(ACCOUNT_MESSAGES.lastActive);
    expect(accountWriteErrorMessage(refusal('23514', 'DEFAULT_ACCOUNT_REQUIRED'), 'deactivate')).toBe(ACCOUNT_MESSAGES.lastActiveDeactivate);
    expect(accountWriteErrorMessage(refusal('23514', 'ACCOUNT_NOT_ACTIVE'), 'default')).toBe(ACCOUNT_MESSAGES.notActive);
    expect(accountWriteErrorMessage(refusal('23503'), 'delete')).toBe(ACCOUNT_MESSAGES.hasTransactions);
    expect(accountWriteErrorMessage(refusal('23001'), 'delete')).toBe(ACCOUNT_MESSAGES.hasTransactions);
    expect(accountWriteErrorMessage(refusal('PT404'), 'default')).toBe(ACCOUNT_MESSAGES.notFound);
    expect(accountWriteErrorMessage(refusal('23514', '', 'new row violates check constraint "user_accounts_name_check"'), 'save')).toBe(ACCOUNT_VALIDATION_MESSAGES.NAME_TOO_SHORT);
    expect(accountWriteErrorMessage(refusal('23514', '', 'violates check constraint "user_accounts_initial_balance_check"'), 'save')).toBe(ACCOUNT_VALIDATION_MESSAGES.INITIAL_BALANCE_NEGATIVE);
    expect(accountWriteErrorMessage(refusal('42501'), 'save')).toBe(ACCOUNT_MESSAGES.saveFailed);
    expect(ACCOUNT_MESSAGES.syncRefused('Card', 'motiv')).toBe('Contul „Card” nu a putut fi sincronizat: motiv');
  });
});
