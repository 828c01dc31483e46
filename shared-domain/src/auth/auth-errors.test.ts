import { describe, expect, it } from 'vitest';
import { classifyLoginError, classifyRegisterError, describeLoginError, describeRegisterError, loginErrorMessage, providerErrorMessage, registerErrorMessage } from './auth-errors';
import { weakPasswordMessage } from './password-policy';

describe('login error table', () => {
  it.each([
    ['Invalid login credentials', 'INVALID_CREDENTIALS'],
    ['new row violates ROW-LEVEL SECURITY policy', 'RLS_DENIED'],
    ['Network request failed', 'NETWORK'],
    ['Email not confirmed', 'UNKNOWN'],
  ])('%s → %s', (message, type) => {
    expect(classifyLoginError(message)).toBe(type);
  });
  it('gives the Romanian texts by type, else the raw or a generic text', () => {
    expect(loginErrorMessage('INVALID_CREDENTIALS')).toBe('Date de autentificare incorecte.');
    expect(loginErrorMessage('RLS_DENIED')).toBe('Acces interzis (RLS).');
    expect(loginErrorMessage('NETWORK')).toBe('Eroare de rețea. Încearcă din nou.');
    expect(loginErrorMessage('UNKNOWN', 'Email not confirmed')).toBe('Email not confirmed');
    expect(loginErrorMessage('UNKNOWN', '  ')).toBe('Autentificarea a eșuat. Încearcă din nou.');
    expect(describeLoginError('Invalid login credentials')).toEqual({
      errorType: 'INVALID_CREDENTIALS',
      message: 'Date de autentificare incorecte.',
    });
  });
});

describe('register error table', () => {
  it.each([
    ['Password should be at least 6 characters', 'PASSWORD_WEAK'],
    ['NetworkError when attempting to fetch', 'NETWORK'],
    ['User already registered', 'UNKNOWN'],
  ])('%s → %s', (message, type) => {
    expect(classifyRegisterError(message)).toBe(type);
  });
  it('gives the Romanian texts', () => {
    const policy = { minLength: 8, requiredCharacters: ['0123456789'] };
    expect(registerErrorMessage('User already registered', policy)).toBe('Email-ul este deja folosit.');
    // A weak or short password names what the server's policy asks, not a length of its own.
    expect(registerErrorMessage('Password is too weak', policy)).toBe(weakPasswordMessage(policy));
    expect(registerErrorMessage('Password too SHORT', policy)).toBe(weakPasswordMessage(policy));
    expect(weakPasswordMessage(policy)).toContain('8 caractere');
    expect(registerErrorMessage('boom', policy)).toBe('Eroare la crearea contului. Încearcă din nou.');
    expect(describeRegisterError('weak password', policy).errorType).toBe('PASSWORD_WEAK');
  });
});

describe('third-party sign-in', () => {
  it('returns the provider message or the fallback', () => {
    expect(providerErrorMessage('error', 'access_denied')).toBe('access_denied');
    expect(providerErrorMessage('error')).toBe('Unknown error occurred during Google authentication');
    expect(providerErrorMessage('cancelled')).toContain('anulată');
    expect(providerErrorMessage('popup_blocked')).toContain('pop-up');
  });
});
