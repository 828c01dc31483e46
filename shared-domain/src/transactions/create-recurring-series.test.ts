import { describe, expect, it } from 'vitest';
import { RECURRING_OUTCOME_MESSAGES } from './create-recurring-series';

describe('the recurring series success message', () => {
  // Issue 28 point 13: the count was glued after the sentence ('… generate cu succes. (3)').
  it('says how many transactions were written within the sentence, with the Romanian plural', () => {
    expect(RECURRING_OUTCOME_MESSAGES.success(1)).toBe('A fost generată o tranzacție recurentă.');
    expect(RECURRING_OUTCOME_MESSAGES.success(3)).toBe('Au fost generate 3 tranzacții recurente.');
    expect(RECURRING_OUTCOME_MESSAGES.success(20)).toBe('Au fost generate 20 de tranzacții recurente.');
    expect(RECURRING_OUTCOME_MESSAGES.success(1012)).toBe('Au fost generate 1.012 tranzacții recurente.');
  });
});
