import * as z from 'zod/mini';

export const AUTH_ERROR_TYPES = ['INVALID_CREDENTIALS', 'NETWORK', 'RLS_DENIED', 'PASSWORD_WEAK', 'UNKNOWN'] as const;
export const authErrorTypeSchema = z.enum(AUTH_ERROR_TYPES);
export type AuthErrorType = z.infer<typeof authErrorTypeSchema>;

export const AUTH_EVENTS = [
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'PASSWORD_RECOVERY',
  'USER_UPDATED',
  'INITIAL_SESSION',
  'MFA_CHALLENGE_VERIFIED',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

/** The provider may omit the e-mail; the app then shows an empty string (spec point 3). */
export const userSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.pipe(
    z.nullish(z.string()),
    z.transform((email: string | null | undefined) => email ?? ''),
  ),
});
export type User = z.infer<typeof userSchema>;

export const authStateSchema = z.object({
  user: z.nullable(userSchema),
  isAuthenticated: z.boolean(),
  loading: z.boolean(),
  error: z.nullable(z.string()),
  errorType: z.nullable(authErrorTypeSchema),
  lastUpdated: z.nullable(z.number()),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const INITIAL_AUTH_STATE: AuthState = {
  user: null,
  isAuthenticated: false,
  loading: true,
  error: null,
  errorType: null,
  lastUpdated: null,
};

/** What the login and register helpers resolve to. */
export type AuthResult = {
  user: User | null;
  error: string | null;
  errorType: AuthErrorType | null;
  /** Sign-in refused because the address is not confirmed yet (GoTrue's email_not_confirmed). */
  unconfirmed?: true;
};
/** Third-party sign-in resolves to an error text or null on success. */
export type ProviderSignInResult = string | null;
