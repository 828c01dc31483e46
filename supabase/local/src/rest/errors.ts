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

/**
 * PostgREST's table of SQLSTATE to HTTP status, case by case as mapSQLtoHTTP in
 * src/library/PostgREST/Error.hs (docs: "Errors", "Custom Errors"): a few codes have their own
 * status, then classes, anything else is 400. A function picks its own status with SQLSTATE
 * 'PTxyz' (e.g. PT404 answers 404). `authed`: the request's role is not anon.
 */
function statusOf(code: string, message: string, authed: boolean): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    // pg-safeupdate's refusal is the client's fault; any other cardinality error is the server's.
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case 'P0001':
      return 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authed ? 403 : 401;
  }
  if (code.startsWith('PT')) {
    const status = /^PT(\d{3})$/.exec(code)?.[1];
    // An HTTP status is 100 to 599; anything else cannot be sent, PostgREST's fallback is 500.
    return status && Number(status) >= 100 && Number(status) <= 599 ? Number(status) : 500;
  }
  switch (code.slice(0, 2)) {
    case '08':
    case '53':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}

export function fromPgError(error: unknown, role: string): ApiError | null {
  if (!isPgError(error) || !error.code) return null;
  const status = statusOf(error.code, error.message, role !== 'anon');
  // As PostgREST: a 401 tells the client which scheme to authenticate with.
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new ApiError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
}
