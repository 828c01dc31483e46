import { Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { LAZY_PAGE_MIN_DELAY_MS } from '@buget/shared-domain/constants';
import { msUntilText, renderAsInTheBrowser, sleep } from '../testing/browser-timing';
import { usePageLoader } from './lazy-page';
import { trackPromise } from './tracked-promise';

function Content({ module }: { module: Promise<string> }) {
  return <p>{use(module)}</p>;
}

function Page({ module }: { module: Promise<string> }) {
  const loader = usePageLoader(module);
  return (
    <Suspense fallback={loader}>
      <Content module={module} />
    </Suspense>
  );
}

describe('usePageLoader', () => {
  renderAsInTheBrowser();

  /** Milliseconds until the content replaces the loader, with the hook or with a plain fallback. */
  async function timeToContent(hooked: boolean): Promise<number> {
    const container = document.createElement('div');
    const root = createRoot(container);
    const started = performance.now();
    const module = trackPromise(sleep(5).then(() => 'gata'));
    root.render(hooked ? <Page module={module} /> : <Suspense fallback={<p>Se încarcă pagina...</p>}><Content module={module} /></Suspense>);
    await sleep(1);
    expect(container.textContent).toBe('Se încarcă pagina...');
    const shownAfter = await msUntilText(container, 'gata', started);
    root.unmount();
    return shownAfter;
  }

  it('keeps the loader for at least the minimum delay even when the module is ready, then reveals by itself', async () => {
    const hooked = await timeToContent(true);
    const plain = await timeToContent(false);
    expect(hooked).toBeGreaterThanOrEqual(LAZY_PAGE_MIN_DELAY_MS - 5);
    // Its own update, not React's reveal 300 ms after the fallback (compared, not a fixed bound).
    expect(plain).toBeGreaterThanOrEqual(290);
    expect(hooked).toBeLessThan(plain);
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
