// @vitest-environment jsdom
/**
 * The forgotten-password service when the server cannot be reached: the network text, never a
 * raw error (the answers of a reachable server are in the integration test).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { configureSupabase } from '@buget/shared-domain/data';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { requestPasswordReset, setNewPassword } from './password-recovery';

// Nothing listens on the discard port: every request fails as a lost connection does.
const UNREACHABLE = 'http://127.0.0.1:9';

beforeAll(() => {
  configureSupabase({ supabaseUrl: UNREACHABLE, supabaseAnonKey: 'anon' });
  // A session as the recovery link leaves it, still valid, so the update is really sent.
  const session = { access_token: 'x.y.z', refresh_token: 'r', token_type: 'bearer', expires_in: 3600, expires_at: Math.floor(Date.now() / 1000) + 3600, user: { id: 'u', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' } };
  localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
});

describe('password recovery without a connection', () => {
  it('says the network failed when sending the e-mail and when saving the password', async () => {
    expect(await requestPasswordReset('ana@buget.ro', 'http://localhost:3000/reset-password')).toBe(ERROR_MESSAGES.EROARE_RETEA_LOGIN);
    expect(await setNewPassword('Parola#Noua2027')).toBe(ERROR_MESSAGES.EROARE_RETEA_LOGIN);
  });
});
