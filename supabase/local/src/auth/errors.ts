/** GoTrue's error body: {code, error_code, msg} (or {code, message} for API version 2024-01-01), which auth-js turns into AuthApiError. */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond';

export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /**
   * GoTrue's body for a request without an API-version header. An error with no
   * code of its own, such as a hook's refusal, reads "unknown" ("unexpected_failure" from 500 up),
   * as GoTrue's handleResponseErrorHTTP fills it in.
   */
  body(): Record<string, unknown> {
    return { code: this.status, error_code: this.filledCode(), msg: this.message, ...this.extra };
  }

  /** The body for a client that sent `X-Supabase-Api-Version: 2024-01-01` or later (HTTPErrorResponse20240101). */
  versionedBody(): Record<string, unknown> {
    return { code: this.filledCode(), message: this.message, ...this.extra };
  }

  private filledCode(): string {
    return this.errorCode || (this.status >= 500 ? 'unexpected_failure' : 'unknown');
  }
}

/** GoTrue's API version of a request (DetermineClosestAPIVersion): '2024-01-01' for that date or later, else null. */
export function requestedApiVersion(header: string | string[] | undefined): '2024-01-01' | null {
  const value = typeof header === 'string' ? header : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return null;
  return value >= '2024-01-01' ? '2024-01-01' : null;
}

/**
 * Sends a GoTrue error as GoTrue's HandleResponseError does: the requested API version echoed
 * and the versioned body, or the initial body; `x-sb-error-code` when the error has a code.
 */
export function sendGoTrueError(res: ServerResponse, error: GoTrueError, versionHeader: string | string[] | undefined): void {
  const version = requestedApiVersion(versionHeader);
  const headers: Record<string, string> = {};
  if (version) headers['X-Supabase-Api-Version'] = version;
  if (error.errorCode) headers['x-sb-error-code'] = error.errorCode;
  sendJson(res, error.status, version ? error.versionedBody() : error.body(), headers);
}

export const invalidCredentials = (): GoTrueError => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
export const badJson = (detail?: string): GoTrueError =>
  new GoTrueError(400, 'bad_json', detail ? `Could not parse request body as JSON: ${detail}` : 'Could not parse request body as JSON');
/** GoTrue's answer to an address it cannot validate (checkmail.ValidateFormat failing). */
export const invalidEmail = (): GoTrueError => new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');
export const noAuthorization = (): GoTrueError =>
  new GoTrueError(401, 'no_authorization', 'This endpoint requires a Bearer token');
export const badJwt = (message: string): GoTrueError => new GoTrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${message}`);
export const sessionNotFound = (): GoTrueError =>
  new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
