import { describe, expect, it } from 'vitest';
import { matchShortcut } from '@buget/shared-domain/rules';
import { DAILY_KEYS, DAILY_SHORTCUTS, matchDailyKey, withKey } from './shortcuts';

describe('daily shortcuts', () => {
  it('read arrows and single keys, in either case', () => {
    expect(matchDailyKey({ key: 'ArrowDown' })).toBe('next');
    expect(matchDailyKey({ key: 'ArrowUp' })).toBe('previous');
    expect(matchDailyKey({ key: 'r' })).toBe('complete');
    expect(matchDailyKey({ key: 'M' })).toBe('edit');
    expect(matchDailyKey({ key: 'a' })).toBe('postpone');
    expect(matchDailyKey({ key: 'p' })).toBe('revert');
    expect(matchDailyKey({ key: 'n' })).toBe('add');
    expect(matchDailyKey({ key: 'x' })).toBeNull();
  });
  it('leave every key with a modifier to the shell and the browser', () => {
    for (const key of ['r', 't', 'w', 'k', 'ArrowDown']) {
      expect(matchDailyKey({ key, ctrlKey: true })).toBeNull();
      expect(matchDailyKey({ key, altKey: true })).toBeNull();
      expect(matchDailyKey({ key, metaKey: true })).toBeNull();
    }
  });
  it("take no key the shell's shortcuts use", () => {
    for (const key of Object.values(DAILY_KEYS)) expect(matchShortcut({ key })).toBeNull();
    expect(matchShortcut({ key: 'ArrowDown' })).toBeNull();
  });
  it('are listed for the help with the keys tooltips show', () => {
    expect(DAILY_SHORTCUTS.map((s) => s.keys)).toEqual(['↑ / ↓', 'R', 'M', 'A', 'P', 'N']);
    expect(withKey('Amână pe mâine', 'postpone')).toBe('Amână pe mâine (A)');
  });
});
