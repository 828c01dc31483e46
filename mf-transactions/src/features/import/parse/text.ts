import type { CsvEncoding } from '@buget/shared-domain/imports';

/**
 * A statement's bytes as text. Without a stated encoding: UTF-8 when the bytes are valid UTF-8,
 * else Windows-1250 (older Romanian exports, e.g. Banca Transilvania's). A byte order mark is
 * dropped either way. Cedilla ş ţ Ş Ţ, which old Romanian encodings write, become the comma-below
 * letters ș ț Ș Ț the app stores (issue 25 point 2). Line ends become '\n'.
 */
export const decodeStatement = (bytes: Uint8Array, encoding?: CsvEncoding): { text: string; encoding: CsvEncoding } => {
  if (encoding) return { text: toCommaBelow(new TextDecoder(encoding).decode(bytes)), encoding };
  try {
    return { text: toCommaBelow(new TextDecoder('utf-8', { fatal: true }).decode(bytes)), encoding: 'utf-8' };
  } catch {
    return { text: toCommaBelow(new TextDecoder('windows-1250').decode(bytes)), encoding: 'windows-1250' };
  }
};

const COMMA_BELOW: Record<string, string> = { ş: 'ș', ţ: 'ț', Ş: 'Ș', Ţ: 'Ț' };

const toCommaBelow = (text: string): string =>
  text.replace(/[şţŞŢ]/g, (letter) => COMMA_BELOW[letter] ?? letter).replace(/\r\n?/g, '\n');

/** A description or name as a row keeps it: trimmed, every run of white space one space. */
export const cleanText = (text: string): string => (/\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ') : text).trim();

/** Text or null when nothing is left once cleaned. */
export const cleanOrNull = (text: string | undefined | null): string | null => {
  const cleaned = cleanText(text ?? '');
  return cleaned === '' ? null : cleaned;
};
