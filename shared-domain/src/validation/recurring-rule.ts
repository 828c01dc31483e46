import { RECURRING_LOOKAHEAD_DAYS } from '../constants';
import { err, ok, type Result } from '../result/result';
import { recurringRuleSchema, type RecurringRule } from '../schemas/recurring-rule';
import { FREQUENCIES } from '../schemas/transaction';
import { formatFirstIssue } from './issues';
import { RECURRING_RULE_MESSAGES as M } from './messages';

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Checks a recurring rule in the order the spec lists its rules; the first failure wins. */
export const validateRecurringRule = (input: Readonly<Record<string, unknown>>): Result<RecurringRule, string> => {
  if (isBlank(input['ruleId'])) return err(M.ruleIdRequired);
  if (isBlank(input['transactionId'])) return err(M.transactionIdRequired);
  const amount = input['amount'];
  if (isBlank(amount)) return err(M.missingField);
  if (typeof amount !== 'number' || !(amount > 0)) return err(M.amountPositive);
  if (!FREQUENCIES.includes(input['frequency'] as (typeof FREQUENCIES)[number])) return err(M.frequencyInvalid);
  const lookAhead = input['lookAheadDays'];
  if (
    typeof lookAhead !== 'number' ||
    !Number.isInteger(lookAhead) ||
    lookAhead < RECURRING_LOOKAHEAD_DAYS.min ||
    lookAhead > RECURRING_LOOKAHEAD_DAYS.max
  ) {
    return err(M.lookAheadRange);
  }
  const parsed = recurringRuleSchema.safeParse(input);
  return parsed.success ? ok(parsed.data) : err(formatFirstIssue(parsed.error));
};
