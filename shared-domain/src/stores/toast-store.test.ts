import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.getState().clear();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps at most 5, newest first', () => {
    for (let i = 1; i <= 7; i += 1) toast.info(`mesaj ${i}`);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['mesaj 7', 'mesaj 6', 'mesaj 5', 'mesaj 4', 'mesaj 3']);
  });

  it('dismisses non-persistent toasts after their duration, keeps persistent ones', () => {
    toast.success('Salvat', { duration: 3000 });
    toast.warning('Rămâne', { persistent: true });
    vi.advanceTimersByTime(2999);
    expect(useToastStore.getState().toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Rămâne']);
  });

  it('classifies errors by message and times them by severity', () => {
    toast.error(new Error('network request failed'));
    const [shown] = useToastStore.getState().toasts;
    expect(shown).toMatchObject({ variant: 'error', duration: 4000 });
    toast.error(new Error('500 server error'), 'Eroare internă server!');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ duration: 6000, message: '🔥 Eroare internă server!' });
  });

  it('dismisses by id', () => {
    const id = toast.info('x');
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
