import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, queryKeys } from '@buget/shared-domain/data';

/** Who is signed in, as the profile shows it (spec point 3: e-mail, user id, member since). */
export type ProfileUser = {
  id: string;
  email: string;
  /** ISO instants from the auth user: created_at and last_sign_in_at. */
  createdAt: string;
  lastSignInAt: string | null;
  /**
   * Signs in with e-mail and password (an email identity). An account made by Google sign-in has
   * no password, so changing it asks for none (GoTrue sets a first password without one).
   */
  hasPassword: boolean;
};

/** The auth user from the server (GET /auth/v1/user), not the session's copy. */
export async function fetchProfileUser(): Promise<ProfileUser> {
  const { data, error } = await getSupabase().auth.getUser();
  if (error) throw error;
  const { user } = data;
  return {
    id: user.id,
    email: user.email ?? '',
    createdAt: user.created_at,
    lastSignInAt: user.last_sign_in_at ?? null,
    hasPassword: (user.identities ?? []).some((identity) => identity.provider === 'email'),
  };
}

export const profileUserQueryOptions = () => queryOptions({ queryKey: queryKeys.profileUser, queryFn: fetchProfileUser });

export const useProfileUser = () => useQuery(profileUserQueryOptions());

/** Romanian date and time of an auth instant: "23 noiembrie 2026 la 14:05". */
export const formatProfileInstant = (iso: string): string =>
  new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/**
 * Deletes the account: every row the user owns, a slice a call (the server bounds each call of
 * RPC delete_account), then the auth user with the last call. The caller signs out afterwards;
 * the session no longer exists. Each call that leaves rows has deleted some, so the calls end.
 */
export async function deleteAccount(): Promise<void> {
  for (;;) {
    const { data: gone } = await getSupabase().rpc('delete_account').throwOnError();
    if (gone) return;
  }
}
