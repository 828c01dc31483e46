import { describe, expect, it } from 'vitest';
import { readConfigToml, readPasswordPolicy } from '@buget/supabase-local/config';
import { meetsPasswordPolicy, passwordChecks, weakPasswordMessage } from './password-policy';

/** The policy the local server enforces, read as it reads it (supabase/config.toml [auth]). */
const BUGET = readPasswordPolicy({}, readConfigToml());

describe('password policy as the server holds it (issue 28 point 15)', () => {
  it("is Buget's: 8 characters with a lower-case and an upper-case letter, a digit and a symbol", () => {
    expect(passwordChecks(BUGET, '').map((check) => check.label)).toEqual([
      'cel puțin 8 caractere',
      'o literă mică',
      'o literă mare',
      'o cifră',
      'un simbol (! @ # $ % …)',
    ]);
  });

  it('ticks each requirement as the typed password meets it', () => {
    const met = (password: string) => passwordChecks(BUGET, password).map((check) => check.met);
    expect(met('')).toEqual([false, false, false, false, false]);
    expect(met('parola')).toEqual([false, true, false, false, false]);
    expect(met('Parola12')).toEqual([true, true, true, true, false]);
    expect(met('Parola#12')).toEqual([true, true, true, true, true]);
    expect(meetsPasswordPolicy(BUGET, 'Parola#12')).toBe(true);
    expect(meetsPasswordPolicy(BUGET, 'Parola12')).toBe(false);
  });

  it("counts as GoTrue counts: the length in UTF-8 bytes, and only the symbols of GoTrue's list", () => {
    // 'ă' is two bytes: seven characters reach 8; a letter with a diacritic is no symbol.
    expect(passwordChecks(BUGET, 'Parolă1')[0]?.met).toBe(true);
    expect(meetsPasswordPolicy(BUGET, 'Parolăă1')).toBe(false);
  });

  it('names other configured sets as they are', () => {
    const policy = { minLength: 20, requiredCharacters: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', 'xyz1'] };
    expect(passwordChecks(policy, 'z').map((check) => [check.label, check.met])).toEqual([
      ['cel puțin 20 de caractere', false],
      ['o literă', true],
      ['un caracter dintre: xyz1', true],
    ]);
  });

  it('refuses with every requirement named, and says when the password is a known breached one', () => {
    expect(weakPasswordMessage(BUGET)).toBe('Parola este prea slabă. Folosește cel puțin 8 caractere, o literă mică, o literă mare, o cifră și un simbol (! @ # $ % …).');
    expect(weakPasswordMessage({ minLength: 6, requiredCharacters: [] }, ['pwned'])).toBe(
      'Parola este prea slabă. Folosește cel puțin 6 caractere. Parola aceasta apare în scurgeri de date cunoscute: alege alta.',
    );
  });
});
