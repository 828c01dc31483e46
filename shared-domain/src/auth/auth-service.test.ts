import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, AUTH_FORM_MESSAGES } from '@buget/shared-domain/rules';
import { completeAuthCallback, isRestrictedMessage, parseAuthRedirect, signUpWithEmail } from './auth-service';

describe('auth service', () => {
  it('reads the provider’s error, its name and code, or the link type from the redirect', () => {
    expect(parseAuthRedirect('#error=access_denied&error_description=Sign-in+is+restricted&sb=', '')).toEqual({
      error: 'Sign-in is restricted',
      type: null,
      reason: 'access_denied',
      code: null,
    });
    expect(parseAuthRedirect('#access_token=x&type=signup', '')).toEqual({ error: null, type: 'signup', reason: null, code: null });
    expect(parseAuthRedirect('', '?error_description=nope')).toEqual({ error: 'nope', type: null, reason: null, code: null });
    // GoTrue's provider errors: in the query and the fragment, error_code only where there is one.
    expect(parseAuthRedirect('#error=invalid_request&error_code=email_exists&error_description=A+user', '?error=invalid_request&error_code=email_exists')).toMatchObject({
      error: 'A user',
      reason: 'invalid_request',
      code: 'email_exists',
    });
  });

  it('turns a provider’s failed redirect into Romanian, without calling the server', async () => {
    // No client is configured in this test: reaching the server would throw.
    const restricted = parseAuthRedirect('#error=access_denied&error_description=Sign-in+is+restricted+to+approved+addresses&sb=', '');
    await expect(completeAuthCallback(restricted)).resolves.toEqual({ ok: false, message: AUTH_FORM_MESSAGES.loginRestricted });
    const linked = parseAuthRedirect('#error=invalid_request&error_code=email_exists&error_description=A+user+with+this+email+address+has+already+been+registered', '');
    await expect(completeAuthCallback(linked)).resolves.toEqual({ ok: false, message: ERROR_MESSAGES.EMAIL_DEJA_FOLOSIT });
    const denied = parseAuthRedirect('#error=access_denied&error_description=The+user+denied+the+request&sb=', '');
    await expect(completeAuthCallback(denied)).resolves.toEqual({ ok: false, message: ERROR_MESSAGES.GOOGLE_ANULAT });
  });

  it('recognises the server’s allow-list refusal', () => {
    expect(isRestrictedMessage('Sign-in is restricted to approved addresses during the beta')).toBe(true);
    expect(isRestrictedMessage('Invalid login credentials')).toBe(false);
  });

  it('refuses a weak password before any call to the server', async () => {
    // No client is configured in this test: reaching the server would throw.
    await expect(signUpWithEmail('ana@buget.ro', 'abcdef')).resolves.toEqual({
      user: null,
      error: 'Parola este prea slabă. Folosește cel puțin 8 caractere, o literă mică, o literă mare, o cifră și un simbol (! @ # $ % …).',
      errorType: 'PASSWORD_WEAK',
    });
    await expect(signUpWithEmail('', 'Parola#1')).resolves.toMatchObject({ error: 'Câmp obligatoriu lipsă!' });
  });
});
