import { Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { LAZY_PAGE_MIN_DELAY_MS } from '@buget/shared-domain';
import { renderAsInTheBrowser, sleep } from '../testing/browser-timing';
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

  it('keeps the loader for at least the minimum delay even when the module is ready', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const started = performance.now();
    root.render(<Page module={trackPromise(sleep(5).then(() => 'gata'))} />);
    await sleep(1);
    expect(container.textContent).toBe('Se încarcă pagina...');
    while (container.textContent !== 'gata' && performance.now() - started < 1000) await sleep(2);
    const shownFor = performance.now() - started;
    root.unmount();
    expect(shownFor).toBeGreaterThanOrEqual(LAZY_PAGE_MIN_DELAY_MS - 5);
    // Its own update, not React's reveal 300 ms after the fallback.
    expect(shownFor).toBeLessThan(290);
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
