import { isAuthWeakPasswordError, type AuthError } from '@supabase/auth-js';
import { getPasswordPolicy, weakPasswordMessage } from '@buget/shared-domain/auth';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { getSupabase } from '@buget/shared-domain/data';
import { PROFILE_MESSAGES } from './messages';

/** The field of the password form a refusal is about (null: the form as a whole). */
export type PasswordField = 'current' | 'password' | 'code';

export type PasswordChangeOutcome =
  | { kind: 'changed' }
  /** The session is more than a day old (secure_password_change): a code from the e-mail is needed. */
  | { kind: 'code-needed' }
  /** `codeSpent`: the server checked the code before refusing, so it cannot be sent again. */
  | { kind: 'refused'; field: PasswordField | null; message: string; codeSpent: boolean };

export type PasswordChangeInput = {
  password: string;
  /** The password the account has now; GoTrue's current_password (absent for an account without one). */
  currentPassword: string;
  /** The code GET /reauthenticate sent by e-mail, once the server asked for it. */
  code: string;
};

const isNetwork = (error: Pick<AuthError, 'name' | 'message'>) =>
  error.name === 'AuthRetryableFetchError' || /failed to fetch|network|load failed/i.test(error.message);

const refused = (field: PasswordField | null, message: string, codeSpent = false): PasswordChangeOutcome => ({ kind: 'refused', field, message, codeSpent });

/** GoTrue's order: the policy, then the code (used up once checked), the current password, "not the same one". */
function outcomeOf(error: AuthError): PasswordChangeOutcome {
  // The server's policy refused it: every requirement, in Romanian.
  if (isAuthWeakPasswordError(error)) return refused('password', weakPasswordMessage(getPasswordPolicy(), error.reasons));
  switch (error.code) {
    case 'same_password':
      return refused('password', PROFILE_MESSAGES.samePassword, true);
    case 'current_password_required':
      return refused('current', PROFILE_MESSAGES.currentPasswordMissing, true);
    case 'current_password_invalid':
      return refused('current', PROFILE_MESSAGES.currentPasswordWrong, true);
    case 'reauthentication_needed':
      return { kind: 'code-needed' };
    case 'reauthentication_not_valid':
      return refused('code', PROFILE_MESSAGES.codeWrong);
    default:
      return refused(null, isNetwork(error) ? ERROR_MESSAGES.EROARE_RETEA : ERROR_MESSAGES.EROARE_GENERALA);
  }
}

/**
 * A new password through GoTrue's update-user call (PUT /auth/v1/user), which asks for more than
 * the access token (issue 24 point 4): the current password (current_password) and, for a session
 * older than a day, the code from the reauthentication e-mail (nonce). The server holds the policy
 * (422 weak_password) and signs every other session of the user out.
 */
export async function changePassword({ password, currentPassword, code }: PasswordChangeInput): Promise<PasswordChangeOutcome> {
  try {
    const { error } = await getSupabase().auth.updateUser({
      password,
      ...(currentPassword ? { current_password: currentPassword } : {}),
      ...(code ? { nonce: code.trim() } : {}),
    });
    return error ? outcomeOf(error) : { kind: 'changed' };
  } catch (error) {
    return refused(null, isNetwork(error as Error) ? ERROR_MESSAGES.EROARE_RETEA : ERROR_MESSAGES.EROARE_GENERALA);
  }
}

/** Sends the six-digit code to the user's address (GET /auth/v1/reauthenticate); null, or the Romanian refusal. */
export async function sendReauthenticationCode(): Promise<string | null> {
  try {
    const { error } = await getSupabase().auth.reauthenticate();
    if (!error) return null;
    return isNetwork(error) ? ERROR_MESSAGES.EROARE_RETEA : PROFILE_MESSAGES.codeSendFailed;
  } catch (error) {
    return isNetwork(error as Error) ? ERROR_MESSAGES.EROARE_RETEA : PROFILE_MESSAGES.codeSendFailed;
  }
}
