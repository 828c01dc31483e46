/**
 * The password rule as the app shows it (issue 28 point 15): the policy the auth server enforces
 * (GoTrue's minimum length and required character sets), read from config.json at start, where
 * `npm start` and the dev servers write it from the same configuration the local server reads
 * (supabase/config.toml's [auth] minimum_password_length and password_requirements, or GoTrue's
 * GOTRUE_PASSWORD_* variables). Each requirement is checked as GoTrue checks it
 * (checkPasswordStrength: the length in UTF-8 bytes, one character of each set), so the live
 * checklist ticks exactly when the server would agree; the server still decides (422
 * weak_password, its reasons read here).
 */
import type { PasswordPolicy } from '@buget/shared-domain/data';

let configured: PasswordPolicy | undefined;

/** Keeps config.json's password policy for every screen that asks for a new password (the shell calls it at start). */
export function configurePasswordPolicy(policy: PasswordPolicy): void {
  configured = policy;
}

export function getPasswordPolicy(): PasswordPolicy {
  if (!configured) throw new Error('The password policy is not configured yet: call configurePasswordPolicy() at start.');
  return configured;
}

export type PasswordCheck = { id: string; label: string; met: boolean };

const SYMBOL_EXAMPLES = 5;

/** What a required character set asks for, in Romanian: the four sets Supabase names, else the set itself. */
function characterLabel(set: string): string {
  const chars = [...set];
  const all = (pattern: RegExp) => chars.every((c) => pattern.test(c));
  if (all(/[a-z]/)) return 'o literă mică';
  if (all(/[A-Z]/)) return 'o literă mare';
  if (all(/[0-9]/)) return 'o cifră';
  if (all(/[A-Za-z]/)) return 'o literă';
  if (!chars.some((c) => /[\p{L}\p{N}]/u.test(c))) return `un simbol (${chars.slice(0, SYMBOL_EXAMPLES).join(' ')}${chars.length > SYMBOL_EXAMPLES ? ' …' : ''})`;
  return `un caracter dintre: ${set}`;
}

const lengthLabel = (minLength: number): string => `cel puțin ${minLength} ${minLength % 100 >= 20 ? 'de caractere' : 'caractere'}`;

/** GoTrue counts the password's length in bytes (UTF-8), so 'ă' counts twice, as there. */
const byteLength = (text: string): number => new TextEncoder().encode(text).length;

/** Each requirement of the policy and whether `password` meets it, in the policy's order: length first. */
export function passwordChecks(policy: PasswordPolicy, password: string): PasswordCheck[] {
  return [
    { id: 'length', label: lengthLabel(policy.minLength), met: byteLength(password) >= policy.minLength },
    ...policy.requiredCharacters.map((set, index) => ({
      id: `characters-${index}`,
      label: characterLabel(set),
      met: [...set].some((c) => password.includes(c)),
    })),
  ];
}

export const meetsPasswordPolicy = (policy: PasswordPolicy, password: string): boolean => passwordChecks(policy, password).every((check) => check.met);

/** "a, b și c". */
const joinRomanian = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} și ${items[items.length - 1] ?? ''}`;

/**
 * The refusal of a password the policy does not accept (the check before the server is called,
 * and the server's 422 weak_password), naming every requirement; a password found in known
 * breaches (GoTrue's reason "pwned") says so too.
 */
export function weakPasswordMessage(policy: PasswordPolicy, reasons: readonly string[] = []): string {
  const rule = joinRomanian(passwordChecks(policy, '').map((check) => check.label));
  const pwned = reasons.includes('pwned') ? ' Parola aceasta apare în scurgeri de date cunoscute: alege alta.' : '';
  return `Parola este prea slabă. Folosește ${rule}.${pwned}`;
}
