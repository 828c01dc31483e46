import { useEffect, useReducer } from 'react';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks a promise the way React's `use` reads it (`status`, then `value` or `reason`), as soon as
 * it settles. A component that first reads a module loaded ahead of time then renders at once:
 * no fallback flashes, and React's reveal throttle (below) never starts.
 */
export function trackPromise<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** Whether a promise made by trackPromise has its value (`use` reads it without suspending). */
export const hasLoaded = (promise: Promise<unknown>): boolean => (promise as Tracked<unknown>).status === 'fulfilled';

/** Whether a promise made by trackPromise has failed (its loader may then forget it for a retry). */
export const hasRejected = (promise: Promise<unknown> | undefined): boolean => (promise as Tracked<unknown> | undefined)?.status === 'rejected';

/**
 * React 19 reveals a Suspense boundary's content, when it arrives by a retry, no sooner than
 * 300 ms after the boundary's fallback showed. A plain state update once the promise settles
 * re-renders the suspended child at once (only retries are throttled), so a page shows as soon
 * as it has loaded. Call it in the parent that renders the boundary and the child reading
 * `promise`.
 */
export function useRenderWhenSettled(promise: Promise<unknown>): void {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // Loaded before this render: the child did not suspend, nothing to hurry. Pending now (even if
  // settled by the time the effect runs), the child is behind a fallback: render it again.
  const suspended = (promise as Tracked<unknown>).status !== 'fulfilled';
  useEffect(() => {
    if (!suspended) return undefined;
    let active = true;
    const settle = () => {
      if (active) rerender();
    };
    promise.then(settle, settle);
    return () => {
      active = false;
    };
  }, [promise, suspended]);
}
