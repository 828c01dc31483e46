/**
 * The shape every fallible rule returns. A discriminated union rather than a thrown error, so the
 * UI handles failure with a plain `if (!result.ok)` and TypeScript narrows the value for it.
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = string> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });
