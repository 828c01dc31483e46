import { Suspense, use } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_PAGE_MIN_DELAY_MS } from '@buget/shared-domain/constants';
import { usePageLoader } from './lazy-page';
import { trackPromise } from './tracked-promise';

function Content({ read }: { read: () => Promise<string> }) {
  return <p>{use(read())}</p>;
}

function Page({ module }: { module: Promise<string> }) {
  const { loader, read } = usePageLoader(() => module);
  return (
    <Suspense fallback={loader}>
      <Content read={read} />
    </Suspense>
  );
}

const SPINNER = 'Se încarcă pagina...';

/**
 * The loader's own clock (its delay, the spinner's minimum) on fake timers, so each test reads the
 * page at an exact time. Rendered in act, which reveals a Suspense retry at once: React's 300 ms
 * throttle, which the hook also works around, is tracked-promise.test.tsx's subject.
 */
describe('usePageLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * Renders the page in an awaited act (a page that suspends then commits its fallback, and runs the
   * fallback's effects) into a container of the test's own, which RTL's clean-up removes.
   */
  async function renderPage(module: Promise<string>, container = document.body.appendChild(document.createElement('div'))): Promise<HTMLElement> {
    await act(async () => {
      render(<Page module={module} />, { container });
    });
    return container;
  }

  /** A module that arrives `ms` after the page first renders. */
  const moduleAfter = (ms: number) => trackPromise(new Promise<string>((resolve) => setTimeout(() => resolve('gata'), ms)));

  /** Renders the page and returns what it shows after each time given (in ms from the first render). */
  async function showsAt(moduleMs: number, times: number[]): Promise<string[]> {
    const container = await renderPage(moduleAfter(moduleMs));
    const seen: string[] = [];
    let now = 0;
    for (const at of times) {
      await act(() => vi.advanceTimersByTimeAsync(at - now));
      now = at;
      seen.push(container.textContent ?? '');
    }
    return seen;
  }

  it('mounts a page whose module comes within the delay at once, without a spinner', async () => {
    const seen = await showsAt(30, [29, 30, LAZY_PAGE_MIN_DELAY_MS + 100]);
    // Nothing yet (the loader's box, empty), then the page as soon as its module is there.
    expect(seen).toEqual(['', 'gata', 'gata']);
  });

  it('shows the spinner after the delay and keeps it the minimum, then reveals the page by itself', async () => {
    const d = LAZY_PAGE_MIN_DELAY_MS;
    const seen = await showsAt(d + 30, [d - 1, d, d + 30, 2 * d - 1, 2 * d]);
    // The module comes 30 ms after the spinner; the spinner still stays its whole minimum.
    expect(seen).toEqual(['', SPINNER, SPINNER, SPINNER, 'gata']);
  });

  it('reveals a module that comes after the minimum as soon as it is there', async () => {
    const d = LAZY_PAGE_MIN_DELAY_MS;
    const seen = await showsAt(3 * d, [2 * d, 3 * d - 1, 3 * d]);
    expect(seen).toEqual([SPINNER, SPINNER, 'gata']);
  });

  it('shows no loader for a module loaded before the page renders', async () => {
    const module = trackPromise(Promise.resolve('gata'));
    await module;
    const container = document.body.appendChild(document.createElement('div'));
    const added: string[] = [];
    const record = (records: MutationRecord[]) => records.forEach((r) => r.addedNodes.forEach((node) => added.push((node as Element).outerHTML)));
    const observer = new MutationObserver(record);
    observer.observe(container, { childList: true, subtree: true });
    await renderPage(module, container);
    record(observer.takeRecords());
    observer.disconnect();
    // The page was the only thing ever put in the container: the loader's box never rendered.
    expect(added).toEqual(['<p>gata</p>']);
  });
});
