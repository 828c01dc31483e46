import { describe, expect, it } from 'vitest';
import { ERROR_BOUNDARY } from '@buget/shared-domain/constants';
import { classifyBoundaryError, ERROR_SCREEN_TEXT, INITIAL_RECOVERY_STATE, planRecovery, recordAutoAttempt, recordManualRetry, type RecoveryState } from './recovery';

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('classifyBoundaryError', () => {
  it.each([
    [chunkError(), 'chunk-load'],
    [new Error('[ Federation Runtime ]: Failed to get manifest.'), 'chunk-load'],
    [new TypeError('Failed to fetch dynamically imported module: /x.js'), 'chunk-load'],
    [new Error('Hydration failed because the initial UI does not match'), 'hydration'],
    [new Error('Rendered more hooks than during the previous render.'), 'hook'],
    [new Error('Invalid hook call.'), 'hook'],
    [new Error('Cannot read properties of undefined'), 'other'],
    ['a thrown string', 'other'],
  ] as const)('%s → %s', (error, kind) => {
    expect(classifyBoundaryError(error)).toBe(kind);
  });
});

describe('planRecovery', () => {
  it('recovers a chunk-load error automatically after 2000 ms', () => {
    expect(planRecovery(INITIAL_RECOVERY_STATE, chunkError())).toEqual({
      action: 'auto',
      kind: 'chunk-load',
      delayMs: 2000,
      attempt: 1,
    });
  });

  it('uses 100 ms for hydration and 500 ms for hook errors', () => {
    expect(planRecovery(INITIAL_RECOVERY_STATE, new Error('hydration mismatch'))).toMatchObject({ delayMs: 100 });
    expect(planRecovery(INITIAL_RECOVERY_STATE, new Error('Invalid hook call'))).toMatchObject({ delayMs: 500 });
  });

  it('stops automatic recovery after 5 attempts of one kind, and counts kinds apart', () => {
    let state: RecoveryState = INITIAL_RECOVERY_STATE;
    for (let i = 0; i < ERROR_BOUNDARY.maxRecoveryAttemptsPerType; i += 1) {
      const plan = planRecovery(state, chunkError());
      expect(plan).toMatchObject({ action: 'auto', attempt: i + 1 });
      state = recordAutoAttempt(state, 'chunk-load');
    }
    expect(planRecovery(state, chunkError())).toEqual({ action: 'manual', kind: 'chunk-load', retriesLeft: 2 });
    expect(planRecovery(state, new Error('hydration'))).toMatchObject({ action: 'auto', attempt: 1 });
  });

  it('offers 2 manual retries for other errors, then none', () => {
    const error = new Error('boom');
    expect(planRecovery(INITIAL_RECOVERY_STATE, error)).toEqual({ action: 'manual', kind: 'other', retriesLeft: 2 });
    const once = recordManualRetry(INITIAL_RECOVERY_STATE);
    expect(planRecovery(once, error)).toMatchObject({ retriesLeft: 1 });
    expect(planRecovery(recordManualRetry(recordManualRetry(once)), error)).toMatchObject({ retriesLeft: 0 });
  });
});

describe('ERROR_SCREEN_TEXT', () => {
  it('says the spec texts', () => {
    expect(ERROR_SCREEN_TEXT.retry(2)).toBe('Încearcă din nou (2 încercări rămase)');
    expect(ERROR_SCREEN_TEXT.retry(1)).toBe('Încearcă din nou (1 încercare rămasă)');
    expect(ERROR_SCREEN_TEXT.recovering).toBe('Recuperare în curs...');
    expect(ERROR_SCREEN_TEXT.reload).toBe('Reîncarcă pagina');
    expect(ERROR_SCREEN_TEXT.heading).toBe('A apărut o eroare');
  });
});
