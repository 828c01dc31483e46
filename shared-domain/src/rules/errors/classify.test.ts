import { describe, expect, it } from 'vitest';
import { classifyError, classifyErrorMessage, ERROR_TYPES, errorMessageOf, errorToastPresentation, SEVERITY_BY_TYPE } from './classify';

describe('general error classification', () => {
  it.each([
    ['Network Error', 'network'],
    ['Failed to FETCH', 'network'],
    ['401 Unauthorized', 'authentication'],
    ['Forbidden', 'authorization'],
    ['blocked by RLS', 'authorization'],
    ['Item not found', 'not_found'],
    ['HTTP 404', 'not_found'],
    ['Validation failed', 'validation'],
    ['invalid amount', 'validation'],
    ['Internal Server Error', 'server_error'],
    ['status 500', 'server_error'],
    ['something odd', 'unknown'],
  ])('%s → %s', (message, type) => {
    expect(classifyErrorMessage(message)).toBe(type);
  });
  it('gives severities: validation low, network medium, auth high, server critical', () => {
    expect(SEVERITY_BY_TYPE.validation).toBe('low');
    expect(SEVERITY_BY_TYPE.network).toBe('medium');
    expect(SEVERITY_BY_TYPE.authentication).toBe('high');
    expect(SEVERITY_BY_TYPE.authorization).toBe('high');
    expect(SEVERITY_BY_TYPE.server_error).toBe('critical');
  });
  it('classifies anything thrown', () => {
    expect(classifyError(new Error('fetch failed'))).toEqual({ type: 'network', severity: 'medium', message: 'fetch failed' });
    expect(classifyError('500')).toEqual({ type: 'server_error', severity: 'critical', message: '500' });
    expect(errorMessageOf({ message: 'x', code: 'P0001' })).toBe('x');
    expect(errorMessageOf(42)).toBe('42');
    expect(errorMessageOf(null)).toBe('null');
  });
});

describe('error toast presentation', () => {
  it('lasts 3, 4, 5 and 6 seconds with the siren and fire prefixes', () => {
    expect(errorToastPresentation('low', 'a')).toEqual({ durationMs: 3000, message: 'a' });
    expect(errorToastPresentation('medium', 'a')).toEqual({ durationMs: 4000, message: 'a' });
    expect(errorToastPresentation('error', 'a')).toEqual({ durationMs: 4000, message: 'a' });
    expect(errorToastPresentation('high', 'a')).toEqual({ durationMs: 5000, message: '🚨 a' });
    expect(errorToastPresentation('critical', 'a')).toEqual({ durationMs: 6000, message: '🔥 a' });
  });
});
