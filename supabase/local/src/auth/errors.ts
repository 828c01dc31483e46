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

  body(): Record<string, unknown> {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

/** The one message every refused (not approved) address gets, at sign-up and every sign-in. */
export const RESTRICTED_MESSAGE =
  'Sign-in is restricted to approved addresses during the beta: this e-mail is not on the approved list.';

export const invalidCredentials = (): GoTrueError => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
export const notApproved = (): GoTrueError => new GoTrueError(403, 'email_address_not_authorized', RESTRICTED_MESSAGE);
export const badJson = (): GoTrueError => new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
export const noAuthorization = (): GoTrueError =>
  new GoTrueError(401, 'no_authorization', 'This endpoint requires a Bearer token');
export const badJwt = (message: string): GoTrueError => new GoTrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${message}`);
export const sessionNotFound = (): GoTrueError =>
  new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
