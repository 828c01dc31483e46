/**
 * Settings of the local server, read once from the environment, and the development defaults.
 * The development secret and keys are the Supabase CLI's well-known ones, so tools and tutorials
 * that assume `supabase start` work unchanged; they are public, never use them in production.
 */
import { SignJWT } from 'jose';

export const DEV_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEV_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEV_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const DEFAULT_PORT = 54321;
export const DEFAULT_SITE_URL = 'http://localhost:3000';
/** Written by seed.sql; printed at start and in README.md. */
export const DEMO_SIGN_IN = { email: 'demo@buget.ro', password: 'Demo#Buget2026' } as const;

export interface ServerConfig {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  mailerAutoconfirm: boolean;
  /** Extra approved addresses (BETA_ALLOWLIST), trimmed and lower-cased. */
  betaAllowlist: string[];
  /** Seconds an access token lives (GoTrue's default: one hour). */
  jwtExpiry: number;
  /** Seconds during which a just-rotated refresh token may be reused (GoTrue's default: 10). */
  refreshTokenReuseInterval: number;
}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** The keys clients use: HS256 JWTs with claims role, iss and exp, as Supabase issues them. */
async function apiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role, exp: 1983812996 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

export async function readConfig(env: Env): Promise<ServerConfig> {
  const jwtSecret = env.GOTRUE_JWT_SECRET?.trim() || DEV_JWT_SECRET;
  if (jwtSecret.length < 32) throw new Error('GOTRUE_JWT_SECRET must have at least 32 characters');
  const siteUrl = (env.SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '');
  new URL(siteUrl); // throws on a malformed SITE_URL, at start rather than at the first redirect
  return {
    jwtSecret,
    anonKey: jwtSecret === DEV_JWT_SECRET ? DEV_ANON_KEY : await apiKey(jwtSecret, 'anon'),
    serviceRoleKey: jwtSecret === DEV_JWT_SECRET ? DEV_SERVICE_ROLE_KEY : await apiKey(jwtSecret, 'service_role'),
    siteUrl,
    mailerAutoconfirm: flag(env.GOTRUE_MAILER_AUTOCONFIRM),
    betaAllowlist: (env.BETA_ALLOWLIST ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e.length > 0),
    jwtExpiry: positiveInt(env.GOTRUE_JWT_EXP, 3600, 'GOTRUE_JWT_EXP'),
    refreshTokenReuseInterval: positiveInt(
      env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL,
      10,
      'GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL',
    ),
  };
}
