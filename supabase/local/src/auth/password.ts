/** Password policy of spec point 5 'Registration' and bcrypt hashing (GoTrue's cost of 10). */
import bcrypt from 'bcryptjs';
import { GoTrueError } from './errors';

export const PASSWORD_POLICY_MESSAGE =
  'Password should be at least 8 characters and contain an upper-case letter, a lower-case letter, a digit and a symbol.';

export function checkPasswordPolicy(password: unknown): void {
  if (typeof password !== 'string' || password.length === 0) {
    throw new GoTrueError(422, 'validation_failed', 'Signup requires a valid password');
  }
  const reasons: string[] = [];
  if (password.length < 8) reasons.push('length');
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    reasons.push('characters');
  }
  if (reasons.length > 0) {
    throw new GoTrueError(422, 'weak_password', PASSWORD_POLICY_MESSAGE, {
      weak_password: { reasons, message: PASSWORD_POLICY_MESSAGE },
    });
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 10);
}

export function checkPassword(password: string, hash: string | null): Promise<boolean> {
  // Hashes written by pgcrypto's crypt() in seed.sql are bcrypt too ($2a$), so both verify here.
  return hash ? bcrypt.compare(password, hash) : Promise.resolve(false);
}
