import { describe, expect, it } from 'vitest';
import { err, ok, type Result } from './result';

describe('Result', () => {
  it('ok carries a value and narrows on ok', () => {
    const r: Result<number> = ok(3);
    expect(r.ok && r.value).toBe(3);
  });
  it('err carries an error', () => {
    const r: Result<number> = err('boom');
    expect(!r.ok && r.error).toBe('boom');
  });
});
