import { describe, expect, it } from 'vitest';
import { toastSchema } from './toast-schema';

describe('toast schema', () => {
  it('defaults a toast and requires a function as action handler', () => {
    expect(toastSchema.parse({ id: '1', message: 'm' })).toEqual({ id: '1', message: 'm', variant: 'info', duration: 5000, persistent: false });
    expect(toastSchema.safeParse({ id: '1', message: 'm', action: { label: 'Anulează', handler: () => undefined } }).success).toBe(true);
    expect(toastSchema.safeParse({ id: '1', message: 'm', action: { label: 'x', handler: 'no' } }).success).toBe(false);
  });
});
