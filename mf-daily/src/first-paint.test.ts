import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the daily page on its first paint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('creates no Intl formatter when its modules load (the first one loads ICU locale data, ≈ 80 ms on the slow phone)', async () => {
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    await import('./App');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });
});
