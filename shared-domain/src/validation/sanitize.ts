import { SANITIZED_TEXT_LENGTH } from '../constants';
import { err, ok, type Result } from '../result/result';
import { SANITIZE_MESSAGES as M } from './messages';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

// Control characters other than the whitespace ones, which normalising turns into spaces.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Tags stripped, control characters removed, whitespace collapsed and trimmed. */
const visibleText = (text: string): string =>
  text.replace(/<[^>]*>/g, '').replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim();

export const escapeHtml = (text: string): string => text.replace(/[&<>"'`]/g, (c) => ESCAPES[c] ?? c);

/** Tags stripped, control characters removed, whitespace collapsed, HTML specials escaped. */
export const cleanText = (text: string): string => escapeHtml(visibleText(text));

export type SanitizeOptions = { field?: string; min?: number; max?: number };

/**
 * Free text made safe to store and show. The length is checked on the cleaned text before
 * escaping, so '&' counts as one character the user typed, not five.
 */
export const sanitizeText = (value: unknown, options: SanitizeOptions = {}): Result<string, string> => {
  const { field = 'text', min = SANITIZED_TEXT_LENGTH.min, max = SANITIZED_TEXT_LENGTH.max } = options;
  if (typeof value !== 'string') return err(M.notString(field));
  const visible = visibleText(value);
  if (visible.length < min) return err(M.tooShort(field, min));
  if (visible.length > max) return err(M.tooLong(field, max));
  return ok(escapeHtml(visible));
};
