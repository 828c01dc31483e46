import { describe, expect, it } from 'vitest';
import { isRestrictedMessage, parseAuthRedirect, signUpWithEmail } from './auth-service';

describe('auth service', () => {
  it('reads the provider’s error or the link type from the redirect', () => {
    expect(parseAuthRedirect('#error=access_denied&error_description=Sign-in+is+restricted', '')).toEqual({
      error: 'Sign-in is restricted',
      type: null,
    });
    expect(parseAuthRedirect('#access_token=x&type=signup', '')).toEqual({ error: null, type: 'signup' });
    expect(parseAuthRedirect('', '?error_description=nope')).toEqual({ error: 'nope', type: null });
  });

  it('recognises the server’s allow-list refusal', () => {
    expect(isRestrictedMessage('Sign-in is restricted to approved addresses during the beta')).toBe(true);
    expect(isRestrictedMessage('Invalid login credentials')).toBe(false);
  });

  it('refuses a weak password before any call to the server', async () => {
    // No client is configured in this test: reaching the server would throw.
    await expect(signUpWithEmail('ana@buget.ro', 'abcdef')).resolves.toEqual({
      user: null,
      error: 'Parola este prea slabă. Utilizați cel puțin 8 caractere, inclusiv cifre și simboluri.',
      errorType: 'PASSWORD_WEAK',
    });
    await expect(signUpWithEmail('', 'Parola#1')).resolves.toMatchObject({ error: 'Câmp obligatoriu lipsă!' });
  });
});
