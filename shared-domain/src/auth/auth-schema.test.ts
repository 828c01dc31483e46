import { describe, expect, it } from 'vitest';
import { authStateSchema, INITIAL_AUTH_STATE, userSchema } from './auth-schema';

describe('auth schema', () => {
  it('reads a user with an empty e-mail when absent, and auth state', () => {
    expect(userSchema.parse({ id: 'u', email: null })).toEqual({ id: 'u', email: '' });
    expect(userSchema.parse({ id: 'u' })).toEqual({ id: 'u', email: '' });
    expect(authStateSchema.safeParse(INITIAL_AUTH_STATE).success).toBe(true);
  });
});
