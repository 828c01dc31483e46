import { ACCOUNT_VALIDATION_MESSAGES } from '@buget/shared-domain/rules';
import { ACCOUNT_MESSAGES } from './messages';
import type { AccountWriteError } from './server-writes';

export type AccountAction = 'save' | 'delete' | 'deactivate' | 'default' | 'reorder';

/**
 * The Romanian text of a refusal from the server, by its code and hint (the rules live in the
 * database: unique names, at most 10, the default account, restricted deletes).
 */
export function accountWriteErrorMessage(error: Pick<AccountWriteError, 'code' | 'hint' | 'message'>, action: AccountAction): string {
  if (error.hint === 'MAX_ACCOUNTS') return ACCOUNT_MESSAGES.maxReached;
  if (error.hint === 'DEFAULT_ACCOUNT_REQUIRED') return action === 'delete' ? ACCOUNT_MESSAGES.lastActive : ACCOUNT_MESSAGES.lastActiveDeactivate;
  if (error.hint === 'ACCOUNT_NOT_ACTIVE') return ACCOUNT_MESSAGES.notActive;
  if (error.hint === 'ACCOUNT_ORDER_INVALID') return ACCOUNT_MESSAGES.orderInvalid;
  if (error.hint === 'ACCOUNT_CURRENCY_LOCKED') return ACCOUNT_MESSAGES.currencyLocked;
  // on delete restrict: 23503 on PostgreSQL 15, 23001 from 16 on.
  if (error.code === '23503' || error.code === '23001') return ACCOUNT_MESSAGES.hasTransactions;
  if (error.code === '23505') return ACCOUNT_VALIDATION_MESSAGES.DUPLICATE_NAME;
  if (error.code === 'PT404') return ACCOUNT_MESSAGES.notFound;
  if (error.code === '23514' && /name/.test(error.message)) return ACCOUNT_VALIDATION_MESSAGES.NAME_TOO_SHORT;
  if (error.code === '23514' && /initial_balance/.test(error.message)) return ACCOUNT_VALIDATION_MESSAGES.INITIAL_BALANCE_NEGATIVE;
  if (error.code === '23514' && /currency/.test(error.message)) return ACCOUNT_MESSAGES.currencyInvalid;
  return ACCOUNT_MESSAGES.saveFailed;
}
