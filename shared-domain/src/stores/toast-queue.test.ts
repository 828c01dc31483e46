import { describe, expect, it } from 'vitest';
import { errorToastFrom, nextToastExpiry, toastQueueReducer, type QueuedToast } from './toast-queue';

const add = (queue: QueuedToast[], id: string, now = 0, extra = {}) =>
  toastQueueReducer(queue, { type: 'add', toast: { id, message: id, ...extra }, now });

describe('toast queue', () => {
  it('puts the newest first with schema defaults', () => {
    const q = add(add([], 'a'), 'b', 10);
    expect(q.map((t) => t.id)).toEqual(['b', 'a']);
    expect(q[0]).toEqual({ id: 'b', message: 'b', variant: 'info', duration: 5000, persistent: false, createdAt: 10 });
  });
  it('keeps at most 5', () => {
    let q: QueuedToast[] = [];
    for (const id of ['1', '2', '3', '4', '5', '6']) q = add(q, id);
    expect(q.map((t) => t.id)).toEqual(['6', '5', '4', '3', '2']);
  });
  it('replaces a toast re-added with the same id', () => {
    expect(add(add(add([], 'a'), 'b'), 'a').map((t) => t.id)).toEqual(['a', 'b']);
  });
  it('dismisses non-persistent toasts after their duration, never persistent ones', () => {
    let q = add([], 'short', 0, { duration: 3000 });
    q = add(q, 'sticky', 0, { persistent: true });
    expect(toastQueueReducer(q, { type: 'tick', now: 2999 }).map((t) => t.id)).toEqual(['sticky', 'short']);
    expect(toastQueueReducer(q, { type: 'tick', now: 3000 }).map((t) => t.id)).toEqual(['sticky']);
    expect(nextToastExpiry(q)).toBe(3000);
    expect(nextToastExpiry(toastQueueReducer(q, { type: 'tick', now: 3000 }))).toBeNull();
  });
  it('dismisses by id and clears', () => {
    const q = add(add([], 'a'), 'b');
    expect(toastQueueReducer(q, { type: 'dismiss', id: 'a' }).map((t) => t.id)).toEqual(['b']);
    expect(toastQueueReducer(q, { type: 'clear' })).toEqual([]);
  });
  it('builds error toasts by severity', () => {
    expect(errorToastFrom(new Error('Internal server error'), 'e1')).toEqual({
      id: 'e1',
      variant: 'error',
      message: '🔥 Internal server error',
      duration: 6000,
      persistent: false,
    });
    expect(errorToastFrom('403 forbidden', 'e2', 'Acces interzis (RLS).').message).toBe('🚨 Acces interzis (RLS).');
    expect(errorToastFrom('invalid amount', 'e3').duration).toBe(3000);
  });
});
