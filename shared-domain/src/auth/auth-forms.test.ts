import { describe, expect, it } from 'vitest';
import { readConfigToml, readPasswordPolicy } from '@buget/supabase-local/config';
import { canSubmitLogin, canSubmitRegister, checkRegisterPreCall, loginFormSchema, registerFormSchema, validateRegisterSubmit } from './auth-forms';
import { AUTH_FORM_MESSAGES as M } from '@buget/shared-domain/rules';

const login = { email: 'ana@exemplu.ro', password: 'secret1' };
const register = { ...login, confirmPassword: 'secret1' };

describe('login form', () => {
  it('enables submit only with a valid, approved e-mail and 6+ characters', () => {
    expect(canSubmitLogin(login, true)).toBe(true);
    expect(canSubmitLogin(login, false)).toBe(false);
    expect(canSubmitLogin({ ...login, password: '12345' }, true)).toBe(false);
    expect(canSubmitLogin({ ...login, email: 'ana@' }, true)).toBe(false);
  });
  it.each([
    [{ email: '' }, M.emailRequired],
    [{ email: 'ana' }, M.emailInvalid],
    [{ password: '' }, M.passwordRequired],
    [{ password: 'abc' }, M.passwordTooShort],
  ])('rejects %o with the exact text', (patch, message) => {
    expect(loginFormSchema.safeParse({ ...login, ...patch }).error?.issues[0]?.message).toBe(message);
  });
});

describe('register form', () => {
  it('enables submit only when everything holds', () => {
    expect(canSubmitRegister(register, true)).toBe(true);
    expect(canSubmitRegister({ ...register, confirmPassword: 'secret2' }, true)).toBe(false);
    expect(canSubmitRegister(register, false)).toBe(false);
  });
  it('checks matching passwords first, with the exact text', () => {
    expect(validateRegisterSubmit({ ...register, confirmPassword: 'x' }, false)).toEqual({
      ok: false,
      error: 'Parolele nu se potrivesc!',
    });
  });
  it('then the beta allow-list', () => {
    expect(validateRegisterSubmit(register, false)).toEqual({ ok: false, error: M.registerRestricted });
  });
  it('then the field rules', () => {
    expect(validateRegisterSubmit({ ...register, email: 'nope' }, true)).toEqual({ ok: false, error: M.emailInvalid });
    expect(validateRegisterSubmit({ ...register, confirmPassword: '' , password: '' }, true)).toEqual({
      ok: false,
      error: M.passwordRequired,
    });
    expect(validateRegisterSubmit(register, true).ok).toBe(true);
  });
});

describe('pre-call password check', () => {
  /** The policy the local server enforces, read as it reads it. */
  const policy = readPasswordPolicy({}, readConfigToml());
  it.each([
    ['Abcdef1!', true],
    ['Abcde1!', false],
    ['abcdefg1!', false],
    ['ABCDEFG1!', false],
    ['Abcdefgh!', false],
    ['Abcdefgh1', false],
  ])('%s passes: %s', (password, strong) => {
    expect(checkRegisterPreCall({ email: 'a@b.ro', password }, policy).ok).toBe(strong);
  });
  it('reports a weak password with every requirement and PASSWORD_WEAK', () => {
    expect(checkRegisterPreCall({ email: 'a@b.ro', password: 'secret1' }, policy)).toEqual({
      ok: false,
      error: {
        message: 'Parola este prea slabă. Folosește cel puțin 8 caractere, o literă mică, o literă mare, o cifră și un simbol (! @ # $ % …).',
        errorType: 'PASSWORD_WEAK',
      },
    });
  });
  it('reports a missing field with the exact text', () => {
    expect(checkRegisterPreCall({ email: ' ', password: 'Abcdef1!' }, policy)).toEqual({
      ok: false,
      error: { message: 'Câmp obligatoriu lipsă!', errorType: 'UNKNOWN' },
    });
    expect(checkRegisterPreCall({ email: 'a@b.ro', password: null }, policy).ok).toBe(false);
  });
  it('passes trimmed credentials on', () => {
    expect(checkRegisterPreCall({ email: ' a@b.ro ', password: 'Abcdef1!' }, policy)).toEqual({
      ok: true,
      value: { email: 'a@b.ro', password: 'Abcdef1!' },
    });
  });
});

describe('register form schema', () => {
  it('asks for the confirmation first when it is empty', () => {
    const parsed = registerFormSchema.safeParse({ email: 'a@b.ro', password: 'secret1', confirmPassword: '' });
    expect(parsed.error?.issues[0]?.message).toBe(M.confirmRequired);
  });
});
