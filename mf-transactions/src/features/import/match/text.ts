import { foldText } from '@buget/shared-domain/rules';

const NOT_ASCII = /[^\u0000-\u007f]/;

/** Lowercase, without diacritics, whitespace collapsed: how two descriptions are compared. */
export const foldDescription = (text: string): string =>
  // Plain ASCII has no diacritics: lowercasing is folding, and skips the Unicode normalization.
  (NOT_ASCII.test(text) ? foldText(text) : text.toLowerCase()).replace(/\s+/g, ' ').trim();

/** The folded words of a text, for a cheap similarity. */
export const wordsOf = (text: string): Set<string> => new Set(foldDescription(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean));

/** Jaccard index of two word sets: shared words over all words, 0 when either is empty. */
export const similarity = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
};
