import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIOD, readScope, writeScope } from './scope-params';

const ID = '0b7c4f0e-1d2a-4c7e-9a8b-1234567890ab';

describe('report scope in the query string', () => {
  it('reads what it wrote', () => {
    const state = { period: 'interval' as const, custom: { from: '2025-11', to: '2026-02' }, accounts: [ID], category: 'NUTRITIE', month: '2026-01' };
    const search = writeScope(state);
    expect(search).toBe(`?perioada=interval&de_la=2025-11&pana_la=2026-02&conturi=${ID}&categorie=NUTRITIE&luna=2026-01`);
    expect(readScope(search)).toEqual(state);
  });

  it('leaves defaults out and keeps other parameters', () => {
    expect(writeScope({ period: DEFAULT_PERIOD, custom: null, accounts: [], category: null, month: null }, 'x=1&perioada=an')).toBe('?x=1');
  });

  it('ignores what it cannot read', () => {
    expect(readScope('?perioada=ieri&de_la=2026-13&pana_la=2026-01&conturi=abc,' + ID + '&luna=2026')).toEqual({ period: DEFAULT_PERIOD, custom: null, accounts: [ID], category: null, month: null });
  });
});
