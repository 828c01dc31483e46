import { ERROR_TOAST_DURATIONS_MS } from '@buget/shared-domain/constants';

export const ERROR_TYPES = [
  'validation',
  'network',
  'authentication',
  'authorization',
  'not_found',
  'server_error',
  'business_logic',
  'component',
  'unknown',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const ERROR_SEVERITIES = ['low', 'medium', 'high', 'error', 'critical'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/** Message fragments per type, tried in the spec's order (spec point 8). */
const TYPE_BY_FRAGMENT: readonly (readonly [ErrorType, readonly string[]])[] = [
  ['network', ['network', 'fetch']],
  ['authentication', ['unauthorized']],
  ['authorization', ['forbidden', 'rls']],
  ['not_found', ['not found', '404']],
  ['validation', ['validation', 'invalid']],
  ['server_error', ['server error', '500']],
];

/** The general error type from a message, case-insensitive; unknown when nothing matches. */
export const classifyErrorMessage = (message: string): ErrorType => {
  const text = message.toLowerCase();
  for (const [type, fragments] of TYPE_BY_FRAGMENT) {
    if (fragments.some((f) => text.includes(f))) return type;
  }
  return 'unknown';
};

/**
 * The spec fixes validation low, network medium, auth high and server critical. A crashed
 * component is 'error'; the rest are medium, the default.
 */
export const SEVERITY_BY_TYPE: Record<ErrorType, ErrorSeverity> = {
  validation: 'low',
  network: 'medium',
  authentication: 'high',
  authorization: 'high',
  not_found: 'medium',
  server_error: 'critical',
  business_logic: 'medium',
  component: 'error',
  unknown: 'medium',
};

export type ClassifiedError = { type: ErrorType; severity: ErrorSeverity; message: string };

/** The message of anything thrown: an Error, a string, or a Supabase-style { message } object. */
export const errorMessageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return String(error);
};

/** The server's hint on a refusal (a Supabase-style { hint } object), or null. */
export const errorHintOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'hint' in error && typeof error.hint === 'string' ? error.hint : null;

/** Any thrown value to its message, type and severity. */
export const classifyError = (error: unknown): ClassifiedError => {
  const message = errorMessageOf(error);
  const type = classifyErrorMessage(message);
  return { type, severity: SEVERITY_BY_TYPE[type], message };
};

export const SEVERITY_PREFIX = { high: '🚨', critical: '🔥' } as const;

/**
 * An error toast: 3 s low, 4 s medium and the default, 5 s high with a siren, 6 s critical with
 * a fire. The prefixes make the serious ones stand out in a stack of toasts.
 */
export const errorToastPresentation = (severity: ErrorSeverity, message: string): { durationMs: number; message: string } => {
  switch (severity) {
    case 'low':
      return { durationMs: ERROR_TOAST_DURATIONS_MS.low, message };
    case 'high':
      return { durationMs: ERROR_TOAST_DURATIONS_MS.high, message: `${SEVERITY_PREFIX.high} ${message}` };
    case 'critical':
      return { durationMs: ERROR_TOAST_DURATIONS_MS.critical, message: `${SEVERITY_PREFIX.critical} ${message}` };
    default:
      return { durationMs: ERROR_TOAST_DURATIONS_MS.medium, message };
  }
};
