/**
 * The password policy as GoTrue applies it (internal/api/password.go checkPasswordStrength), from
 * configuration: a minimum length (GOTRUE_PASSWORD_MIN_LENGTH, config.toml's
 * [auth] minimum_password_length; never below GoTrue's 6) and character sets of which the
 * password needs one character each (GOTRUE_PASSWORD_REQUIRED_CHARACTERS, ":"-separated with "\:"
 * for a colon, or [auth] password_requirements as the Supabase CLI maps it). bcrypt hashing at
 * GoTrue's cost of 10.
 */
import bcrypt from 'bcryptjs';
import { GoTrueError } from './errors';

export interface PasswordPolicy {
  minLength: number;
  requiredCharacters: string[];
}

/** GoTrue's floor for the minimum length (defaultMinPasswordLength). */
export const GOTRUE_MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads 72 bytes at most; GoTrue refuses longer passwords. */
const MAX_PASSWORD_BYTES = 72;

/** [auth] password_requirements of config.toml, as the Supabase CLI passes them to GoTrue. */
export const PASSWORD_REQUIREMENTS: Record<string, string> = {
  '': '',
  letters_digits: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
  lower_upper_letters_digits: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
  lower_upper_letters_digits_symbols: "abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789:!@#$%^&*()_+-=[]{};'\\\\:\"|<>?,./`~",
};

/** GoTrue's PasswordRequiredCharacters.Decode: split on ":", a part ending in "\" joins the next with a colon. */
export function decodeRequiredCharacters(value: string): string[] {
  const parts = value.split(':');
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] ?? '';
    if (part !== '' && part.endsWith('\\')) {
      parts[i] = `${part.slice(0, -1)}:${parts[i + 1] ?? ''}`;
      parts[i + 1] = '';
    }
  }
  return parts.filter((part) => part !== '');
}

/** GoTrue's answer to a password the policy refuses (422 weak_password, with the reasons). */
export function checkPasswordStrength(policy: PasswordPolicy, password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new GoTrueError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (Buffer.byteLength(password, 'utf8') < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  if (policy.requiredCharacters.some((set) => ![...set].some((c) => password.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`);
  }
  if (reasons.length > 0) {
    const message = messages.join(' ');
    throw new GoTrueError(422, 'weak_password', message, { weak_password: { reasons } });
  }
}

/** Sign-up's check (validateSignupParams): a password is required (400), then the policy. */
export function checkSignupPassword(policy: PasswordPolicy, password: unknown): string {
  if (typeof password !== 'string' || password === '') throw new GoTrueError(400, 'validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(policy, password);
  return password;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 10);
}

export function checkPassword(password: string, hash: string | null): Promise<boolean> {
  // Hashes written by pgcrypto's crypt() in seed.sql are bcrypt too ($2a$), so both verify here.
  return hash ? bcrypt.compare(password, hash) : Promise.resolve(false);
}
