import { describe, expect, it } from 'vitest';
import { roundAmount } from './round';

describe('roundAmount', () => {
  it('rounds to 0.001 and removes float noise', () => {
    expect(roundAmount(0.1 + 0.2)).toBe(0.3);
    expect(roundAmount(1.23456)).toBe(1.235);
    expect(roundAmount(-2.0004)).toBe(-2);
  });
});
