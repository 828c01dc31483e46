import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'eyJhbGciOiJIUzI1NiJ9.anon-key-for-tests',
  remotes: { mf_daily: '/remotes/mf-daily/mf-manifest.json' },
};

describe('parseRuntimeConfig', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names every invalid field', () => {
    expect(() => parseRuntimeConfig({ ...valid, supabaseUrl: 'not a url', remotes: { 'Bad-Name': 'x' } })).toThrowError(
      /supabaseUrl: .*remotes\.Bad-Name/,
    );
  });

  it('throws a RuntimeConfigError for a missing config', () => {
    expect(() => parseRuntimeConfig(null)).toThrowError(RuntimeConfigError);
  });
});
