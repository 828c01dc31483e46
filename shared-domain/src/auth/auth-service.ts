import { isAuthWeakPasswordError, type AuthError, type Session as SupabaseSession, type User as SupabaseUser } from '@supabase/auth-js';
import { describeLoginError, describeRegisterError, providerErrorMessage } from './auth-errors';
import { ERROR_MESSAGES, ROUTES, AUTH_FORM_MESSAGES } from '@buget/shared-domain/rules';
import type { AuthResult, ProviderSignInResult, User } from './auth-schema';
import { userSchema } from './auth-schema';
import { checkRegisterPreCall, normalizeEmail } from './auth-forms';
import { EMAIL_CONFIRMATION_TEXTS } from './email-confirmation';
import { getPasswordPolicy, weakPasswordMessage } from './password-policy';
import { getSupabase } from '@buget/shared-domain/data';

/** The app's user from Supabase's: id, and the e-mail or '' (spec point 3). */
export const toAppUser = (user: Pick<SupabaseUser, 'id' | 'email'>): User => userSchema.parse({ id: user.id, email: user.email });

/**
 * The server refuses an address that is not on the beta allow-list (HTTP 403,
 * email_address_not_authorized, "…restricted…approved…"); the user reads the spec's text.
 */
export const isRestrictedMessage = (message: string): boolean => /restricted|approved|not_authorized/i.test(message);

const failure = (message: string, errorType: AuthResult['errorType']): AuthResult => ({ user: null, error: message, errorType });

/** A thrown fetch failure has no "network" in its text ("Failed to fetch"): name it so. */
const messageOf = (error: AuthError | Error): string =>
  error.name === 'AuthRetryableFetchError' || /failed to fetch|load failed/i.test(error.message)
    ? `network: ${error.message}`
    : error.message;

/** E-mail sign-in (POST /auth/v1/token?grant_type=password), classified as spec point 5 says. */
export async function signInWithEmail(email: string, password: string): Promise<AuthResult> {
  try {
    const { data, error } = await getSupabase().auth.signInWithPassword({ email: email.trim(), password });
    if (error) {
      const raw = messageOf(error);
      if (isRestrictedMessage(raw)) return failure(AUTH_FORM_MESSAGES.loginRestricted, 'UNKNOWN');
      // The password was right; the address waits for its confirmation (a new e-mail can be asked for).
      if (error.code === 'email_not_confirmed') return { ...failure(EMAIL_CONFIRMATION_TEXTS.notConfirmed, 'UNKNOWN'), unconfirmed: true };
      const described = describeLoginError(raw);
      return failure(described.message, described.errorType);
    }
    return { user: toAppUser(data.user), error: null, errorType: null };
  } catch (error) {
    const described = describeLoginError(messageOf(error as Error));
    return failure(described.message, described.errorType);
  }
}

/**
 * E-mail sign-up (POST /auth/v1/signup). The server's password policy is checked first, before any call;
 * the confirmation e-mail's link comes back to `emailRedirectTo`.
 */
export async function signUpWithEmail(email: string, password: string, emailRedirectTo?: string): Promise<AuthResult> {
  const policy = getPasswordPolicy();
  const pre = checkRegisterPreCall({ email, password }, policy);
  if (!pre.ok) return failure(pre.error.message, pre.error.errorType);
  try {
    const { data, error } = await getSupabase().auth.signUp({
      email: pre.value.email,
      password: pre.value.password,
      options: emailRedirectTo ? { emailRedirectTo } : undefined,
    });
    if (error) {
      const raw = messageOf(error);
      if (isRestrictedMessage(raw)) return failure(AUTH_FORM_MESSAGES.registerRestricted, 'UNKNOWN');
      // The server's policy refused it (422 weak_password): every requirement, in Romanian.
      if (isAuthWeakPasswordError(error)) return failure(weakPasswordMessage(policy, error.reasons), 'PASSWORD_WEAK');
      const described = describeRegisterError(raw, policy);
      return failure(described.message, described.errorType);
    }
    return { user: data.user ? toAppUser(data.user) : null, error: null, errorType: null };
  } catch (error) {
    const described = describeRegisterError(messageOf(error as Error), policy);
    return failure(described.message, described.errorType);
  }
}

/** The /auth/callback route on the app's own origin: where the provider and e-mail links return. */
export const authCallbackUrl = (origin: string = window.location.origin): string => `${origin}${ROUTES.authCallback}`;

/**
 * Third-party sign-in by redirect (GET /auth/v1/authorize?provider=google&redirect_to=…/auth/callback
 * &access_type=offline&prompt=consent). Resolves to an error text, or null once the browser leaves.
 */
export async function signInWithGoogle(origin?: string): Promise<ProviderSignInResult> {
  try {
    const { error } = await getSupabase().auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: authCallbackUrl(origin),
        queryParams: { access_type: 'offline', prompt: 'consent' },
      },
    });
    return error ? providerErrorMessage('error', error.message) : null;
  } catch (error) {
    return providerErrorMessage('error', (error as Error).message);
  }
}

/** Whether an address is on the beta allow-list (RPC is_email_approved, callable signed out). */
export async function checkEmailApproved(email: string): Promise<boolean> {
  const { data } = await getSupabase().rpc('is_email_approved', { email: normalizeEmail(email) }).throwOnError();
  return data === true;
}

/** Global sign-out (POST /auth/v1/logout?scope=global): every session of the user ends. */
export async function signOutEverywhere(): Promise<string | null> {
  const { error } = await getSupabase().auth.signOut({ scope: 'global' });
  if (!error) return null;
  // The session is gone locally either way; a failed call must not keep the user signed in.
  await getSupabase().auth.signOut({ scope: 'local' });
  return error.message;
}

/**
 * What the redirect back from the provider (or an e-mail link) carried in its fragment or query:
 * the error's description, GoTrue's error name (`error`, e.g. access_denied) and code
 * (`error_code`, e.g. email_exists), and the link type.
 */
export type AuthRedirectParams = { error: string | null; type: string | null; reason?: string | null; code?: string | null };

export const parseAuthRedirect = (hash: string, search: string): AuthRedirectParams => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const read = (name: string): string | null => params.get(name) || query.get(name) || null;
  const error = read('error_description') ?? read('error');
  return { error: error ? error.replace(/\+/g, ' ') : null, type: read('type'), reason: read('error'), code: read('error_code') };
};

export type CallbackOutcome =
  | { ok: true; user: User; type: string | null }
  | { ok: false; message: string };

/** The Romanian text of a provider's failed redirect. */
function redirectErrorMessage(redirect: AuthRedirectParams & { error: string }): string {
  if (isRestrictedMessage(redirect.error)) return AUTH_FORM_MESSAGES.loginRestricted;
  // The address has an account of its own (password): the provider is not linked to it.
  if (redirect.code === 'email_exists') return ERROR_MESSAGES.EMAIL_DEJA_FOLOSIT;
  if (redirect.reason === 'access_denied') return providerErrorMessage('cancelled');
  return providerErrorMessage('error', redirect.error);
}

/**
 * The callback screen's work (spec point 7: the session is read again there): an error from the
 * provider, no session, or a session whose e-mail is not approved (signed out at once) all fail.
 * The approval check fails closed: when it cannot be answered, the session is not kept either.
 */
export async function completeAuthCallback(redirect: AuthRedirectParams): Promise<CallbackOutcome> {
  if (redirect.error) return { ok: false, message: redirectErrorMessage({ ...redirect, error: redirect.error }) };
  const supabase = getSupabase();
  const { data, error } = await supabase.auth.getSession();
  const session: SupabaseSession | null = data.session;
  if (error || !session) return { ok: false, message: providerErrorMessage('error', error?.message ?? null) };
  const approved = await checkEmailApproved(session.user.email ?? '').catch(() => false);
  if (!approved) {
    await supabase.auth.signOut({ scope: 'local' });
    return { ok: false, message: AUTH_FORM_MESSAGES.loginRestricted };
  }
  return { ok: true, user: toAppUser(session.user), type: redirect.type };
}

