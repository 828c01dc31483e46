import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '@buget/shared-domain/constants';
import { err, ok, type Result, AUTH_FORM_MESSAGES as M } from '@buget/shared-domain/rules';
import type { PasswordPolicy } from '@buget/shared-domain/data';
import type { AuthErrorType } from './auth-schema';
import { meetsPasswordPolicy, weakPasswordMessage } from './password-policy';

/** A basic address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The beta allow-list comparison: trimmed and case-insensitive. The list itself is data. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const emailField = z.string().check(z.trim(), z.minLength(1, M.emailRequired), z.regex(EMAIL_PATTERN, M.emailInvalid));
const passwordField = z
  .string()
  .check(z.minLength(1, M.passwordRequired), z.minLength(PASSWORD_MIN_LENGTH.form, M.passwordTooShort));

export const loginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.input<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z
      .string()
      .check(z.minLength(1, M.confirmRequired), z.minLength(PASSWORD_MIN_LENGTH.form, M.passwordTooShort)),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: M.passwordsMismatch,
      path: ['confirmPassword'],
    }),
  );
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Whether the login button is enabled: pattern, 6 characters, both present, e-mail approved. */
export const canSubmitLogin = (form: LoginForm, isApproved: boolean): boolean =>
  isApproved && loginFormSchema.safeParse(form).success;

/** Whether the register button is enabled. */
export const canSubmitRegister = (form: RegisterForm, isApproved: boolean): boolean =>
  isApproved && registerFormSchema.safeParse(form).success;

/** The register submit check: matching passwords first, then the beta allow-list. */
export const validateRegisterSubmit = (form: RegisterForm, isApproved: boolean): Result<RegisterForm, string> => {
  if (form.password !== form.confirmPassword) return err(M.passwordsMismatch);
  if (!isApproved) return err(M.registerRestricted);
  const parsed = registerFormSchema.safeParse(form);
  return parsed.success ? ok(parsed.data) : err(parsed.error.issues[0]?.message ?? M.missingField);
};

export type PreCallError = { message: string; errorType: AuthErrorType };

/**
 * Runs before signUp reaches the server: required fields, then the server's own password policy
 * (spec point 5's stricter check: Buget's policy is the spec's 8 characters with a lower- and an
 * upper-case letter, a digit and a symbol), refused with every requirement named.
 */
export const checkRegisterPreCall = (
  credentials: { email?: string | null; password?: string | null },
  policy: PasswordPolicy,
): Result<{ email: string; password: string }, PreCallError> => {
  const email = credentials.email?.trim() ?? '';
  const password = credentials.password ?? '';
  if (!email || !password) return err({ message: M.missingField, errorType: 'UNKNOWN' });
  if (!meetsPasswordPolicy(policy, password)) return err({ message: weakPasswordMessage(policy), errorType: 'PASSWORD_WEAK' });
  return ok({ email, password });
};
