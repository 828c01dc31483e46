/** GoTrue's JSON shapes: user, identity and session, built from auth rows. */
import type { ServerConfig } from '../config';
import { signAccessToken } from './jwt';
import type { IdentityRow, UserRow } from './store/users';

export function userJson(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: '',
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    confirmed_at: user.confirmed_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: user.identities.map(identityJson),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at,
    created_at: identity.created_at,
    updated_at: identity.updated_at,
    email: identity.email,
  };
}

export interface SessionBody {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export async function sessionBody(
  config: ServerConfig,
  issuer: string,
  user: UserRow,
  session: { sessionId: string; refreshToken: string },
  method: string,
): Promise<SessionBody> {
  const { token, expiresAt } = await signAccessToken(
    {
      userId: user.id,
      email: user.email,
      sessionId: session.sessionId,
      appMetadata: user.raw_app_meta_data ?? {},
      userMetadata: user.raw_user_meta_data ?? {},
      method,
      issuer,
      expiresIn: config.jwtExpiry,
      isAnonymous: user.is_anonymous,
    },
    config.jwtSecret,
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userJson(user),
  };
}

/** The fragment GoTrue puts on redirect_to after an implicit-flow sign-in. */
export function sessionFragment(session: SessionBody, type?: string): string {
  const params = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
  });
  if (type) params.set('type', type);
  return params.toString();
}
