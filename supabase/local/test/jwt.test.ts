/**
 * verifyToken remembers the tokens it verified: a remembered token is still refused once it has
 * expired, and a token signed with another secret is not taken for a remembered one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyToken } from '../src/auth/jwt';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const input = {
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.ro',
  sessionId: 's1',
  appMetadata: {},
  userMetadata: {},
  method: 'password',
  issuer: 'http://localhost/auth/v1',
  expiresIn: 60,
  isAnonymous: false,
};

afterEach(() => vi.useRealTimers());

describe('verifyToken', () => {
  it('refuses a token it verified before once the token has expired (past the 30 s skew)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
    const { token } = await signAccessToken(input, SECRET);
    expect(await verifyToken(token, SECRET)).toMatchObject({ ok: true, role: 'authenticated' });
    vi.setSystemTime(new Date('2026-11-27T10:01:20Z'));
    expect(await verifyToken(token, SECRET)).toMatchObject({ ok: true });
    vi.setSystemTime(new Date('2026-11-27T10:01:31Z'));
    expect(await verifyToken(token, SECRET)).toEqual({ ok: false, reason: 'claims', message: 'JWT expired' });
  });

  it('does not take a token verified under one secret as valid under another', async () => {
    const { token } = await signAccessToken(input, SECRET);
    expect(await verifyToken(token, SECRET)).toMatchObject({ ok: true });
    expect(await verifyToken(token, `${SECRET}-rotated`)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
