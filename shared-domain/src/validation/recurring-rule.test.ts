import { describe, expect, it } from 'vitest';
import { RECURRING_RULE_MESSAGES as M } from './messages';
import { validateRecurringRule } from './recurring-rule';

const rule = {
  ruleId: 'r1',
  transactionId: 't1',
  amount: 100,
  frequency: 'MONTHLY',
  isActive: true,
  lookAheadDays: 30,
  startDate: '2025-01-31',
  end: { type: 'none' },
};

describe('recurring rule validation', () => {
  it('accepts a valid rule', () => {
    expect(validateRecurringRule(rule).ok).toBe(true);
  });
  it.each([
    [{ ruleId: '' }, M.ruleIdRequired],
    [{ transactionId: undefined }, M.transactionIdRequired],
    [{ amount: null }, M.missingField],
    [{ amount: 0 }, M.amountPositive],
    [{ amount: '5' }, M.amountPositive],
    [{ frequency: 'HOURLY' }, M.frequencyInvalid],
    [{ lookAheadDays: -1 }, M.lookAheadRange],
    [{ lookAheadDays: 3651 }, M.lookAheadRange],
    [{ lookAheadDays: 1.5 }, M.lookAheadRange],
  ])('rejects %o', (patch, message) => {
    expect(validateRecurringRule({ ...rule, ...patch })).toEqual({ ok: false, error: message });
  });
  it('accepts the look-ahead bounds 0 and 3650', () => {
    expect(validateRecurringRule({ ...rule, lookAheadDays: 0 }).ok).toBe(true);
    expect(validateRecurringRule({ ...rule, lookAheadDays: 3650 }).ok).toBe(true);
  });
  it('reports other schema failures as path: message', () => {
    const result = validateRecurringRule({ ...rule, startDate: '2025-02-30' });
    expect(result).toEqual({ ok: false, error: 'startDate: Invalid date value' });
  });
});
