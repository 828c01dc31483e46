import type { AuthError } from '@supabase/auth-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { getSupabase, queryKeys } from '@buget/shared-domain/data';
import { PROFILE_MESSAGES } from './messages';

/** Who is signed in, as the profile shows it (spec point 3: e-mail, user id, member since). */
export type ProfileUser = {
  id: string;
  email: string;
  /** ISO instants from the auth user: created_at and last_sign_in_at. */
  createdAt: string;
  lastSignInAt: string | null;
};

/** The auth user from the server (GET /auth/v1/user), not the session's copy. */
export async function fetchProfileUser(): Promise<ProfileUser> {
  const { data, error } = await getSupabase().auth.getUser();
  if (error) throw error;
  const { user } = data;
  return { id: user.id, email: user.email ?? '', createdAt: user.created_at, lastSignInAt: user.last_sign_in_at ?? null };
}

export const profileUserQueryOptions = () => queryOptions({ queryKey: queryKeys.profileUser, queryFn: fetchProfileUser });

export const useProfileUser = () => useQuery(profileUserQueryOptions());

/** Romanian date and time of an auth instant: "23 noiembrie 2026 la 14:05". */
export const formatProfileInstant = (iso: string): string =>
  new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

const isNetwork = (error: Pick<AuthError, 'name' | 'message'>) =>
  error.name === 'AuthRetryableFetchError' || /failed to fetch|network|load failed/i.test(error.message);

/**
 * A new password through GoTrue's update-user call (PUT /auth/v1/user). The server enforces the
 * policy (8+ characters with upper, lower, digit and symbol; 422 weak_password) and signs every
 * other session of the user out (GoTrue does so on a password change). Resolves to null, or to
 * the Romanian text of the refusal: the spec's weak-password text for the policy.
 */
export async function changePassword(password: string): Promise<string | null> {
  try {
    const { error } = await getSupabase().auth.updateUser({ password });
    if (!error) return null;
    if (error.code === 'weak_password' || /weak|password should/i.test(error.message)) return ERROR_MESSAGES.PAROLA_PREA_SLABA;
    if (error.code === 'same_password') return PROFILE_MESSAGES.samePassword;
    return isNetwork(error) ? ERROR_MESSAGES.EROARE_RETEA : ERROR_MESSAGES.EROARE_GENERALA;
  } catch (error) {
    return isNetwork(error as Error) ? ERROR_MESSAGES.EROARE_RETEA : ERROR_MESSAGES.EROARE_GENERALA;
  }
}

/**
 * Deletes the account: every row the user owns and the auth user, in one server transaction
 * (RPC delete_account). The caller signs out afterwards; the session no longer exists.
 */
export async function deleteAccount(): Promise<void> {
  await getSupabase().rpc('delete_account').throwOnError();
}
