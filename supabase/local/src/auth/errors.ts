/** GoTrue's error body: {code, error_code, msg}, which auth-js turns into AuthApiError. */
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
   * GoTrue's body without an API-version header (what this server answers). An error with no
   * code of its own, such as a hook's refusal, reads "unknown" ("unexpected_failure" from 500 up),
   * as GoTrue's handleResponseErrorHTTP fills it in.
   */
  body(): Record<string, unknown> {
    const errorCode = this.errorCode || (this.status >= 500 ? 'unexpected_failure' : 'unknown');
    return { code: this.status, error_code: errorCode, msg: this.message, ...this.extra };
  }
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
