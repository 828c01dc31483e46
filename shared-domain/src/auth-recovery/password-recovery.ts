/**
 * Forgotten password (issue 15 point 7), in its own subpath so the sign-in screen's first load
 * does not carry it: the recovery e-mail (POST /auth/v1/recover; its link returns to
 * `redirectTo` signed in, with type=recovery) and the new password (PUT /auth/v1/user), checked
 * first against the server's policy as config.json gives it, then by the server. Each resolves to a Romanian error
 * text, or null.
 */
import { isAuthWeakPasswordError, type AuthError } from '@supabase/auth-js';
import { getPasswordPolicy, isRestrictedMessage, meetsPasswordPolicy, weakPasswordMessage } from '@buget/shared-domain/auth';
import { getSupabase } from '@buget/shared-domain/data';
import { AUTH_FORM_MESSAGES, ERROR_MESSAGES } from '@buget/shared-domain/rules';

export const PASSWORD_RECOVERY_MESSAGES = {
  samePassword: 'Parola nouă trebuie să fie diferită de cea veche.',
  linkExpired: 'Linkul de resetare a expirat sau a fost deja folosit. Cere unul nou.',
  sendFailed: 'Nu am putut trimite e-mailul de resetare. Încearcă din nou.',
  saveFailed: 'Parola nu a putut fi schimbată. Încearcă din nou.',
} as const;

const isNetwork = (error: Error): boolean => error.name === 'AuthRetryableFetchError' || /failed to fetch|load failed|network/i.test(error.message);

/** Sends the recovery e-mail; the server answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<string | null> {
  try {
    const { error } = await getSupabase().auth.resetPasswordForEmail(email.trim(), { redirectTo });
    if (!error) return null;
    if (isRestrictedMessage(error.message)) return AUTH_FORM_MESSAGES.loginRestricted;
    if (error.code === 'validation_failed') return AUTH_FORM_MESSAGES.emailInvalid;
    return isNetwork(error) ? ERROR_MESSAGES.EROARE_RETEA_LOGIN : PASSWORD_RECOVERY_MESSAGES.sendFailed;
  } catch (error) {
    return isNetwork(error as Error) ? ERROR_MESSAGES.EROARE_RETEA_LOGIN : PASSWORD_RECOVERY_MESSAGES.sendFailed;
  }
}

function saveError(error: AuthError | Error): string {
  const code = 'code' in error ? error.code : undefined;
  if (isAuthWeakPasswordError(error)) return weakPasswordMessage(getPasswordPolicy(), error.reasons);
  if (code === 'same_password') return PASSWORD_RECOVERY_MESSAGES.samePassword;
  // No session (the link's session ended, or none was opened) or a token the server refuses.
  if (error.name === 'AuthSessionMissingError' || code === 'session_not_found' || code === 'bad_jwt') return PASSWORD_RECOVERY_MESSAGES.linkExpired;
  return isNetwork(error) ? ERROR_MESSAGES.EROARE_RETEA_LOGIN : PASSWORD_RECOVERY_MESSAGES.saveFailed;
}

/** Sets the signed-in user's new password (the recovery link's session); the server's policy checked first. */
export async function setNewPassword(password: string): Promise<string | null> {
  const policy = getPasswordPolicy();
  if (!meetsPasswordPolicy(policy, password)) return weakPasswordMessage(policy);
  try {
    const { error } = await getSupabase().auth.updateUser({ password });
    return error ? saveError(error) : null;
  } catch (error) {
    return saveError(error as Error);
  }
}
