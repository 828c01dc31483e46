import { useState } from 'react';

/** Plain form data (strings, numbers, booleans, null, arrays and objects of them) compared by value. */
export const sameValues = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameValues(left[key], right[key]));
};

/**
 * Whether a form's values differ from the ones it was first rendered with: what makes a dialog
 * ask before its fields are thrown away (Modal's `dirty`). Typing a field back to what it was
 * counts as unchanged.
 */
export function useChanged(values: unknown): boolean {
  const [initial] = useState(values);
  return !sameValues(initial, values);
}
