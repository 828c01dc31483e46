/**
 * Settings of the local server, read once from the environment, and the development defaults.
 * The development secret and keys are the Supabase CLI's well-known ones, so tools and tutorials
 * that assume `supabase start` work unchanged; they are public, never use them in production.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { readBeforeUserCreatedHook, type AuthHook } from './auth/hooks';
import { GOTRUE_MIN_PASSWORD_LENGTH, PASSWORD_REQUIREMENTS, decodeRequiredCharacters, type PasswordPolicy } from './auth/password';
import { tomlTable } from './config-toml';

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
  /** Origins whose pages may call the API (CORS): CORS_ALLOWED_ORIGINS plus SITE_URL's origin; '*' for any. */
  corsOrigins: readonly string[] | '*';
  /** Serves /outbox and /outbox.json (SUPABASE_LOCAL_OUTBOX, on unless turned off). */
  outboxEnabled: boolean;
  /** supabase/config.toml's [auth.hook.before_user_created], when enabled: the beta allow-list. */
  beforeUserCreatedHook: AuthHook | null;
  /** GOTRUE_PASSWORD_MIN_LENGTH / _REQUIRED_CHARACTERS, else config.toml's [auth] minimum_password_length / password_requirements. */
  passwordPolicy: PasswordPolicy;
  /**
   * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, else config.toml's [auth.email]
   * secure_password_change: a session older than 24 hours changes the password only with a nonce.
   */
  updatePasswordRequireReauthentication: boolean;
  /**
   * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: a password change sends the current
   * password. On unless turned off: Buget's setting (the dashboard's "Require current password
   * when updating"), which config.toml has no key for.
   */
  updatePasswordRequireCurrentPassword: boolean;
  /**
   * GOTRUE_SMTP_MAX_FREQUENCY, else config.toml's [auth.email] max_frequency (GoTrue's default:
   * one minute): how soon the same address may be sent the same kind of e-mail again, in ms.
   */
  emailMaxFrequencyMs: number;
}

type Env = Record<string, string | undefined>;

/** The app as `npm start` serves it and the remotes' dev servers (`npm run dev`), on both loopback names. */
const DEFAULT_CORS_ORIGINS: readonly string[] = ['localhost', '127.0.0.1'].flatMap((host) =>
  [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://${host}:${port}`),
);

/** An origin as browsers send it (scheme://host[:port], no path); throws on anything else. */
function origin(text: string, name: string): string {
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name}: "${text}" is not an http(s) origin`);
  return url.origin;
}

function corsOrigins(value: string | undefined, siteUrl: string): readonly string[] | '*' {
  const listed = value === undefined || value.trim() === '' ? DEFAULT_CORS_ORIGINS : value.split(',').map((o) => o.trim()).filter(Boolean);
  if (listed.includes('*')) return '*';
  return [...new Set([...listed.map((o) => origin(o, 'CORS_ALLOWED_ORIGINS')), origin(siteUrl, 'SITE_URL')])];
}

function onUnlessOff(value: string | undefined): boolean {
  return value === undefined || !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/**
 * The password policy GoTrue would get: the environment first (GoTrue's own variables), then
 * [auth] of config.toml as the Supabase CLI passes it on; a minimum below 6 becomes 6, as in GoTrue.
 * The server enforces it; the app is told it in config.json (build-tools' defaultConfigJson).
 */
export function readPasswordPolicy(env: Env, configToml: string): PasswordPolicy {
  const auth = tomlTable(configToml, 'auth');
  const minText = env.GOTRUE_PASSWORD_MIN_LENGTH?.trim() || auth.get('minimum_password_length');
  const minLength = positiveInt(minText, GOTRUE_MIN_PASSWORD_LENGTH, 'GOTRUE_PASSWORD_MIN_LENGTH / [auth] minimum_password_length');
  let characters = env.GOTRUE_PASSWORD_REQUIRED_CHARACTERS;
  if (characters === undefined) {
    const requirement = auth.get('password_requirements') ?? '';
    characters = PASSWORD_REQUIREMENTS[requirement];
    if (characters === undefined) {
      throw new Error(`[auth] password_requirements must be one of ${Object.keys(PASSWORD_REQUIREMENTS).map((k) => `"${k}"`).join(', ')}, got "${requirement}"`);
    }
  }
  return { minLength: Math.max(minLength, GOTRUE_MIN_PASSWORD_LENGTH), requiredCharacters: decodeRequiredCharacters(characters) };
}

/** GoTrue's default SMTP max frequency (GOTRUE_SMTP_MAX_FREQUENCY unset or 0). */
const DEFAULT_EMAIL_MAX_FREQUENCY_MS = 60_000;
const DURATION_UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A Go duration as GoTrue reads its settings ("1s", "60s", "1m30s", "500ms"), in ms. */
function parseGoDuration(text: string, name: string): number {
  const value = text.trim();
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (value === '0') return 0;
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) throw new Error(`${name} must be a duration such as "60s" or "1m", got "${text}"`);
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * (DURATION_UNITS_MS[unit ?? 's'] ?? 0), 0);
}

/** How soon an address may get the same kind of e-mail again; 0 means GoTrue's default, as in GoTrue. */
function emailMaxFrequencyMs(env: Env, configToml: string): number {
  const text = env.GOTRUE_SMTP_MAX_FREQUENCY?.trim() || tomlTable(configToml, 'auth.email').get('max_frequency');
  const ms = text === undefined ? 0 : parseGoDuration(text, 'GOTRUE_SMTP_MAX_FREQUENCY / [auth.email] max_frequency');
  return ms > 0 ? ms : DEFAULT_EMAIL_MAX_FREQUENCY_MS;
}

/** supabase/config.toml's text: the Supabase CLI's file, which hosted projects are configured from too. */
export function readConfigToml(): string {
  return readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../config.toml'), 'utf8');
}

/** The keys clients use: HS256 JWTs with claims role, iss and exp, as Supabase issues them. */
async function apiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role, exp: 1983812996 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** The settings from the environment, and the auth hook, password policy and secure password change from the text of supabase/config.toml. */
export async function readConfig(env: Env, supabaseConfigToml: string): Promise<ServerConfig> {
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
    corsOrigins: corsOrigins(env.CORS_ALLOWED_ORIGINS, siteUrl),
    outboxEnabled: onUnlessOff(env.SUPABASE_LOCAL_OUTBOX),
    beforeUserCreatedHook: readBeforeUserCreatedHook(supabaseConfigToml),
    passwordPolicy: readPasswordPolicy(env, supabaseConfigToml),
    updatePasswordRequireReauthentication: flag(
      env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION ?? tomlTable(supabaseConfigToml, 'auth.email').get('secure_password_change'),
    ),
    updatePasswordRequireCurrentPassword: onUnlessOff(env.GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD),
    emailMaxFrequencyMs: emailMaxFrequencyMs(env, supabaseConfigToml),
  };
}
