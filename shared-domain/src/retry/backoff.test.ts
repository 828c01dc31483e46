import { describe, expect, it } from 'vitest';
import { accountWriteRetryDelay, tokenRefreshBackoffMs } from './backoff';

describe('retry delays', () => {
  it('retry account writes twice, after 500 then 1000 ms', () => {
    expect([0, 1, 2].map(accountWriteRetryDelay)).toEqual([500, 1000, null]);
  });
  it('double the token refresh back-off from 200 ms', () => {
    expect([0, 1, 2, 3].map(tokenRefreshBackoffMs)).toEqual([200, 400, 800, 1600]);
    expect(tokenRefreshBackoffMs(-1)).toBe(200);
  });
});
