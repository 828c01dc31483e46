import { ERROR_BOUNDARY } from '@buget/shared-domain/constants';

/**
 * The error boundary's recovery rule (spec point 4, 'Error boundary'): errors of three kinds
 * heal by themselves after a short wait — a chunk that failed to load (a remote's files were
 * briefly unreachable), a hydration mismatch and a hook-order error — at most
 * ERROR_BOUNDARY.maxRecoveryAttemptsPerType times per kind. Anything else, or a kind that has
 * used its attempts, waits for the user: ERROR_BOUNDARY.maxRetries manual retries, then only a
 * page reload.
 */
export type BoundaryErrorKind = 'chunk-load' | 'hydration' | 'hook' | 'other';

const CHUNK_LOAD_PATTERNS = [
  /chunkloaderror/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /scriptexternalloaderror/i,
  /failed to load script/i,
  /federation runtime/i,
  /RUNTIME-00\d/,
  /failed to (get|fetch) manifest/i,
  /remoteentry/i,
];
const HYDRATION_PATTERNS = [/hydrat/i, /minified react error #(418|423|425)\b/i];
const HOOK_PATTERNS = [
  /rendered (more|fewer) hooks/i,
  /invalid hook call/i,
  /change in the order of hooks/i,
  /minified react error #(300|310|321)\b/i,
];

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name} ${error.message}`;
  return String(error);
}

export function classifyBoundaryError(error: unknown): BoundaryErrorKind {
  const text = describe(error);
  if (CHUNK_LOAD_PATTERNS.some((pattern) => pattern.test(text))) return 'chunk-load';
  if (HYDRATION_PATTERNS.some((pattern) => pattern.test(text))) return 'hydration';
  if (HOOK_PATTERNS.some((pattern) => pattern.test(text))) return 'hook';
  return 'other';
}

const AUTO_RECOVERY_DELAY_MS: Record<BoundaryErrorKind, number | null> = {
  'chunk-load': ERROR_BOUNDARY.recoveryDelayMs.chunkLoad,
  hydration: ERROR_BOUNDARY.recoveryDelayMs.hydration,
  hook: ERROR_BOUNDARY.recoveryDelayMs.hook,
  other: null,
};

export type RecoveryState = {
  /** Automatic recoveries already started, per error kind. */
  autoAttempts: Record<BoundaryErrorKind, number>;
  /** Manual 'Încearcă din nou' presses already used. */
  manualRetries: number;
};

export const INITIAL_RECOVERY_STATE: RecoveryState = {
  autoAttempts: { 'chunk-load': 0, hydration: 0, hook: 0, other: 0 },
  manualRetries: 0,
};

export type RecoveryPlan =
  | { action: 'auto'; kind: BoundaryErrorKind; delayMs: number; attempt: number }
  | { action: 'manual'; kind: BoundaryErrorKind; retriesLeft: number };

/** What the boundary does with a caught error, given what it has already tried. */
export function planRecovery(state: RecoveryState, error: unknown): RecoveryPlan {
  const kind = classifyBoundaryError(error);
  const delayMs = AUTO_RECOVERY_DELAY_MS[kind];
  const used = state.autoAttempts[kind];
  if (delayMs !== null && used < ERROR_BOUNDARY.maxRecoveryAttemptsPerType) {
    return { action: 'auto', kind, delayMs, attempt: used + 1 };
  }
  return { action: 'manual', kind, retriesLeft: Math.max(0, ERROR_BOUNDARY.maxRetries - state.manualRetries) };
}

export function recordAutoAttempt(state: RecoveryState, kind: BoundaryErrorKind): RecoveryState {
  return { ...state, autoAttempts: { ...state.autoAttempts, [kind]: state.autoAttempts[kind] + 1 } };
}

export function recordManualRetry(state: RecoveryState): RecoveryState {
  return { ...state, manualRetries: state.manualRetries + 1 };
}

/** Texts of the error screen (spec point 8, 'Classification and presentation'). */
export const ERROR_SCREEN_TEXT = {
  heading: 'A apărut o eroare',
  recovering: 'Recuperare în curs...',
  retry: (retriesLeft: number) =>
    `Încearcă din nou (${retriesLeft} ${retriesLeft === 1 ? 'încercare rămasă' : 'încercări rămase'})`,
  reload: 'Reîncarcă pagina',
  /** Shown instead of a loader's raw message (URLs, runtime codes), which goes under the details. */
  chunkLoadMessage: 'Pagina nu a putut fi încărcată.',
  technicalDetails: 'Detalii tehnice',
} as const;
