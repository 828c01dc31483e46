/** PostgREST's error body {code, details, hint, message} and its mapping of Postgres errors. */
import { isPgError } from '../db/types';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null): ApiError =>
  new ApiError(400, 'PGRST100', message, details);

export const unknownColumn = (relation: string, column: string): ApiError =>
  new ApiError(400, '42703', `column ${relation}.${column} does not exist`);

/** PostgREST's table of Postgres SQLSTATE to HTTP status (docs: "Errors"). */
function statusOf(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505' || code === '23001') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '42P17') return 500;
  const klass = code.slice(0, 2);
  if (klass === '08' || klass === '53' || klass === '54') return 503;
  if (klass === '0L' || klass === '0P' || klass === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(klass)) return 500;
  return 400;
}

export function fromPgError(error: unknown, role: string): ApiError | null {
  if (!isPgError(error) || !error.code) return null;
  return new ApiError(statusOf(error.code, role), error.code, error.message, error.detail ?? null, error.hint ?? null);
}
