import { afterEach, beforeEach, expect } from 'vitest';

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

/**
 * Milliseconds from `started` (a performance.now() time) until `container` reads `text`, polled
 * every 2 ms. Fails the test if the text has not appeared after `deadlineMs`: a timing measured
 * on content that never came would prove nothing.
 */
export async function msUntilText(container: HTMLElement, text: string, started: number, deadlineMs = 2000): Promise<number> {
  while (container.textContent !== text && performance.now() - started < deadlineMs) await sleep(2);
  expect(container.textContent).toBe(text);
  return performance.now() - started;
}
