import type { PasswordPolicy } from '@buget/shared-domain/data';
import type { AuthErrorType } from './auth-schema';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { weakPasswordMessage } from './password-policy';

const contains = (message: string, fragment: string): boolean => message.toLowerCase().includes(fragment);

/** Login errors by message text, case-insensitive, first row that matches (spec point 5). */
export const classifyLoginError = (message: string): AuthErrorType => {
  if (contains(message, 'invalid login credentials')) return 'INVALID_CREDENTIALS';
  if (contains(message, 'row-level security')) return 'RLS_DENIED';
  if (contains(message, 'network')) return 'NETWORK';
  return 'UNKNOWN';
};

/** Register errors by message text, case-insensitive (spec point 5). */
export const classifyRegisterError = (message: string): AuthErrorType => {
  if (contains(message, 'password')) return 'PASSWORD_WEAK';
  if (contains(message, 'network')) return 'NETWORK';
  return 'UNKNOWN';
};

/** What the login form shows: the known texts by type, else the raw error, else a generic one. */
export const loginErrorMessage = (type: AuthErrorType, rawMessage?: string | null): string => {
  switch (type) {
    case 'INVALID_CREDENTIALS':
      return ERROR_MESSAGES.EROARE_AUTENTIFICARE;
    case 'RLS_DENIED':
      return ERROR_MESSAGES.EROARE_RLS;
    case 'NETWORK':
      return ERROR_MESSAGES.EROARE_RETEA_LOGIN;
    default:
      return rawMessage?.trim() || ERROR_MESSAGES.EROARE_LOGIN;
  }
};

/** What the register form shows for a server error (spec point 8); a weak password names the policy's every requirement. */
export const registerErrorMessage = (rawMessage: string, policy: PasswordPolicy): string => {
  if (contains(rawMessage, 'already')) return ERROR_MESSAGES.EMAIL_DEJA_FOLOSIT;
  if (contains(rawMessage, 'weak') || contains(rawMessage, 'short')) return weakPasswordMessage(policy);
  return ERROR_MESSAGES.EROARE_INREGISTRARE;
};

/** A server error on login, fully described for the auth store. */
export const describeLoginError = (rawMessage: string): { errorType: AuthErrorType; message: string } => {
  const errorType = classifyLoginError(rawMessage);
  return { errorType, message: loginErrorMessage(errorType, rawMessage) };
};

export const describeRegisterError = (rawMessage: string, policy: PasswordPolicy): { errorType: AuthErrorType; message: string } => ({
  errorType: classifyRegisterError(rawMessage),
  message: registerErrorMessage(rawMessage, policy),
});

export const PROVIDER_SIGN_IN_OUTCOMES = ['success', 'error', 'cancelled', 'popup_blocked'] as const;
export type ProviderSignInOutcome = (typeof PROVIDER_SIGN_IN_OUTCOMES)[number];

/** A third-party sign-in failure: the provider's own message if any, else the spec's fallback. */
export const providerErrorMessage = (outcome: Exclude<ProviderSignInOutcome, 'success'>, rawMessage?: string | null): string => {
  if (outcome === 'cancelled') return ERROR_MESSAGES.GOOGLE_ANULAT;
  if (outcome === 'popup_blocked') return ERROR_MESSAGES.GOOGLE_POPUP_BLOCAT;
  return rawMessage?.trim() || ERROR_MESSAGES.GOOGLE_NECUNOSCUT;
};
