import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'eyJhbGciOiJIUzI1NiJ9.anon-key-for-tests',
  remotes: { mf_daily: '/remotes/mf-daily/mf-manifest.json' },
  passwordPolicy: { minLength: 8, requiredCharacters: ['abcdefghijklmnopqrstuvwxyz', '0123456789'] },
};

describe('parseRuntimeConfig', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names every invalid field, in Romanian', () => {
    expect(() => parseRuntimeConfig({ ...valid, supabaseUrl: 'not a url', remotes: { 'Bad-Name': 'x' } })).toThrowError(
      /supabaseUrl: trebuie să fie o adresă URL; remotes\.Bad-Name: numele unui remote/,
    );
  });

  it("requires the auth server's password policy, as GoTrue holds it (issue 28 point 15)", () => {
    const { passwordPolicy: _left, ...without } = valid;
    expect(() => parseRuntimeConfig(without)).toThrowError(/passwordPolicy: trebuie să fie un obiect \{minLength, requiredCharacters\}/);
    expect(() => parseRuntimeConfig({ ...valid, passwordPolicy: { minLength: 4, requiredCharacters: [''] } })).toThrowError(
      /passwordPolicy\.minLength: trebuie să fie cel puțin 6; passwordPolicy\.requiredCharacters\[0\]: un set de caractere nu poate fi gol/,
    );
  });

  it('throws a RuntimeConfigError listing the issues for a missing config', () => {
    let error: unknown;
    try {
      parseRuntimeConfig(null);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as RuntimeConfigError).issues).toEqual([{ path: '(tot fișierul)', message: 'config.json trebuie să fie un obiect JSON' }]);
  });
});
