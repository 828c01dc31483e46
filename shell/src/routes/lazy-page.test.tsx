import { Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { LAZY_PAGE_MIN_DELAY_MS } from '@buget/shared-domain/constants';
import { msUntilText, renderAsInTheBrowser, sleep } from '../testing/browser-timing';
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

describe('usePageLoader', () => {
  renderAsInTheBrowser();

  /** Milliseconds until the content replaces the loader; whether the spinner showed meanwhile, and when. */
  async function load(moduleMs: number): Promise<{ contentAfter: number; spinnerAfter: number | null }> {
    const container = document.createElement('div');
    const root = createRoot(container);
    const started = performance.now();
    let spinnerAfter: number | null = null;
    const observer = new MutationObserver(() => {
      if (spinnerAfter === null && container.textContent === 'Se încarcă pagina...') spinnerAfter = performance.now() - started;
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    const module = trackPromise(sleep(moduleMs).then(() => 'gata'));
    root.render(<Page module={module} />);
    const contentAfter = await msUntilText(container, 'gata', started);
    observer.disconnect();
    root.unmount();
    return { contentAfter, spinnerAfter };
  }

  it('mounts a page whose module comes within the delay at once, without a spinner', async () => {
    const { contentAfter, spinnerAfter } = await load(30);
    expect(spinnerAfter).toBeNull();
    expect(contentAfter).toBeGreaterThanOrEqual(29);
    // Not held to the minimum, nor to React's 300 ms reveal of a retry.
    expect(contentAfter).toBeLessThan(LAZY_PAGE_MIN_DELAY_MS);
  });

  it('shows the spinner after the delay and keeps it the minimum, then reveals by itself', async () => {
    const { contentAfter, spinnerAfter } = await load(LAZY_PAGE_MIN_DELAY_MS + 30);
    expect(spinnerAfter).not.toBeNull();
    expect(spinnerAfter).toBeGreaterThanOrEqual(LAZY_PAGE_MIN_DELAY_MS - 5);
    expect(contentAfter - (spinnerAfter ?? 0)).toBeGreaterThanOrEqual(LAZY_PAGE_MIN_DELAY_MS - 5);
    // Its own update, not React's reveal 300 ms after the fallback plus the wait for the module.
    expect(contentAfter).toBeLessThan(2 * LAZY_PAGE_MIN_DELAY_MS + 100);
  });

  it('shows no loader for a module loaded before the page renders', async () => {
    const module = trackPromise(Promise.resolve('gata'));
    await module;
    const container = document.createElement('div');
    const root = createRoot(container);
    root.render(<Page module={module} />);
    await sleep(1);
    expect(container.textContent).toBe('gata');
    root.unmount();
  });
});
