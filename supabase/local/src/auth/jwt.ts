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
  | { ok: false; reason: 'claims' | 'invalid' | 'role'; message: string };

/** PostgREST's allowed clock skew for exp, nbf and iat (src/library/PostgREST/Auth/Jwt.hs). */
const CLOCK_SKEW_SECONDS = 30;

/**
 * Verifies an HS256 token as PostgREST does, plus a rule of ours: `exp` is required (PostgREST
 * accepts a token without it; a token that never expires is not one we want to honour). Claim
 * failures carry PostgREST's texts ("JWT expired", "JWT issued at future"), answered as PGRST303.
 */
export async function verifyToken(token: string, secret: string): Promise<VerifyResult> {
  // Every request of a session carries the same token: a verified one is remembered until it
  // expires (the only check whose answer changes with time), which spares the HMAC on each call.
  const key = `${secret}\n${token}`;
  const known = verified.get(key);
  if (known) {
    if (typeof known.claims.exp === 'number' && known.claims.exp > Math.floor(Date.now() / 1000) - CLOCK_SKEW_SECONDS) return known;
    verified.delete(key);
  }
  const result = await verifyUncached(token, secret);
  if (result.ok) {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value ?? '');
    verified.set(key, result);
  }
  return result;
}

/** Tokens verified lately (secret and token → the result), oldest first. */
const verified = new Map<string, Extract<VerifyResult, { ok: true }>>();
const VERIFIED_CACHE_SIZE = 1000;

async function verifyUncached(token: string, secret: string): Promise<VerifyResult> {
  let payload: AccessClaims;
  try {
    // algorithms pinned to HS256: a token with alg "none" or any other algorithm is refused.
    ({ payload } = await jwtVerify<AccessClaims>(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: CLOCK_SKEW_SECONDS,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'claims', message: 'JWT expired' };
    if (error instanceof errors.JWTClaimValidationFailed) return { ok: false, reason: 'claims', message: claimMessage(error.claim) };
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: 'invalid', message: `JWSError ${detail}` };
  }
  if (typeof payload.exp !== 'number') return { ok: false, reason: 'claims', message: claimMessage('exp') };
  // jose checks iat only against a maxTokenAge; PostgREST refuses an iat in the future.
  if (payload.iat !== undefined) {
    if (typeof payload.iat !== 'number') return { ok: false, reason: 'claims', message: claimMessage('iat') };
    if (payload.iat > Math.floor(Date.now() / 1000) + CLOCK_SKEW_SECONDS) {
      return { ok: false, reason: 'claims', message: 'JWT issued at future' };
    }
  }
  const role = payload.role;
  if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole)) {
    return { ok: false, reason: 'role', message: `JWT role "${String(role)}" is not allowed` };
  }
  return { ok: true, claims: payload, role: role as ApiRole };
}

function claimMessage(claim: string): string {
  if (claim === 'iat') return "The JWT 'iat' claim must be a number";
  if (claim === 'nbf') return 'JWT not yet valid';
  if (claim === 'exp') return "The JWT 'exp' claim must be a number";
  return `The JWT '${claim}' claim is not valid`;
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
