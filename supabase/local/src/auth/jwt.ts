/** HS256 JWTs: GoTrue's access tokens, and the check every request's bearer token goes through. */
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface AccessClaims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims; role: ApiRole }
  | { ok: false; reason: 'expired' | 'invalid' | 'role'; message: string };

export async function verifyToken(token: string, secret: string): Promise<VerifyResult> {
  try {
    // algorithms pinned to HS256: a token with alg "none" or any other algorithm is refused.
    const { payload } = await jwtVerify<AccessClaims>(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    const role = payload.role;
    if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole)) {
      return { ok: false, reason: 'role', message: `JWT role "${String(role)}" is not allowed` };
    }
    return { ok: true, claims: payload, role: role as ApiRole };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: 'invalid', message: `JWSError ${detail}` };
  }
}

export interface AccessTokenInput {
  userId: string;
  email: string;
  sessionId: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  method: string;
  issuer: string;
  expiresIn: number;
  isAnonymous: boolean;
}

export async function signAccessToken(input: AccessTokenInput, secret: string): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + input.expiresIn;
  const token = await new SignJWT({
    email: input.email,
    phone: '',
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: input.method, timestamp: now }],
    session_id: input.sessionId,
    is_anonymous: input.isAnonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.userId)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt };
}
