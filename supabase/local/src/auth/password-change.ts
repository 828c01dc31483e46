/**
 * What PUT /user asks for before it sets a new password, in GoTrue's order (internal/api/user.go
 * UserUpdate), so a stolen access token alone cannot change it (issue 24 point 4):
 *
 * 1. the policy (422 weak_password);
 * 2. secure_password_change (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, config.toml
 *    [auth.email] secure_password_change): a session created more than 24 hours ago must send the
 *    `nonce` that GET /reauthenticate e-mailed (400 reauthentication_needed, 422
 *    reauthentication_not_valid); a checked nonce is used up, whatever comes next;
 * 3. the current password (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD): an account
 *    that has a password must send it as `current_password` (400 current_password_required /
 *    current_password_invalid), except in a session a recovery or magic link opened (its access
 *    token's amr says otp, magiclink or recovery), where the owner proved the mailbox instead;
 * 4. not the same password again (422 same_password).
 */
import type { ServerContext } from '../context';
import { GoTrueError } from './errors';
import { checkPassword, checkPasswordStrength, hashPassword } from './password';
import { takeOneTimeToken } from './store/links';
import { sessionAgeSeconds } from './store/sessions';
import type { UserRow } from './store/users';

/** GoTrue asks for the nonce when the session is older than this (a hard-coded 24 hours). */
const REAUTHENTICATION_AFTER_SECONDS = 24 * 60 * 60;
/** GoTrue's AuthenticationMethod.IsRecovery: the methods of a session an e-mail link opened. */
const RECOVERY_METHODS: ReadonlySet<string> = new Set(['otp', 'magiclink', 'recovery']);

const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.';

export interface PasswordChange {
  user: UserRow;
  sessionId: string;
  /** The amr claim of the request's access token. */
  amr: unknown;
  password: string;
  currentPassword: unknown;
  nonce: unknown;
}

/** Whether the access token's session was opened by an e-mail link (GoTrue's Session.IsRecovery). */
function isRecoverySession(amr: unknown): boolean {
  return Array.isArray(amr) && amr.some((entry: unknown) => typeof entry === 'object' && entry !== null && RECOVERY_METHODS.has(String((entry as { method?: unknown }).method)));
}

async function checkReauthentication(ctx: ServerContext, change: PasswordChange): Promise<void> {
  if (!ctx.config.updatePasswordRequireReauthentication) return;
  const age = await sessionAgeSeconds(ctx.db, change.sessionId);
  if (age !== null && age <= REAUTHENTICATION_AFTER_SECONDS) return;
  const nonce = typeof change.nonce === 'string' ? change.nonce : '';
  if (!nonce) throw new GoTrueError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  // The code was stored as the hash of address + code (GoTrue's GenerateTokenHash).
  if (!(await takeOneTimeToken(ctx.db, 'reauthentication_token', `${change.user.email}${nonce}`, change.user.id))) {
    throw new GoTrueError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }
}

/** The hash of the new password once every check passes; throws GoTrue's refusal otherwise. */
export async function checkPasswordChange(ctx: ServerContext, change: PasswordChange): Promise<string> {
  const { user, password } = change;
  checkPasswordStrength(ctx.config.passwordPolicy, password);
  await checkReauthentication(ctx, change);
  if (password !== '' && user.encrypted_password) {
    if (ctx.config.updatePasswordRequireCurrentPassword && !isRecoverySession(change.amr)) {
      const current = typeof change.currentPassword === 'string' ? change.currentPassword : '';
      if (!current) throw new GoTrueError(400, 'current_password_required', CURRENT_PASSWORD_MESSAGE);
      if (!(await checkPassword(current, user.encrypted_password))) throw new GoTrueError(400, 'current_password_invalid', CURRENT_PASSWORD_MESSAGE);
    }
    if (await checkPassword(password, user.encrypted_password)) {
      throw new GoTrueError(422, 'same_password', 'New password should be different from the old password.');
    }
  }
  return hashPassword(password);
}
