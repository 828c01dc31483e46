import { afterEach, beforeEach } from 'vitest';

/**
 * For the tests of this describe block React runs as in the browser, outside act: there it
 * reveals a Suspense retry no sooner than 300 ms after the fallback showed (act skips that), the
 * timing the lazy-page hooks work around.
 */
export function renderAsInTheBrowser(): void {
  let previous: unknown;
  beforeEach(() => {
    previous = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  });
  afterEach(() => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', previous);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
