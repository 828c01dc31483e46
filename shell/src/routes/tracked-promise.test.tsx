import { render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { msUntilText, renderAsInTheBrowser, sleep } from '../testing/browser-timing';
import { trackPromise, useRenderWhenSettled } from './tracked-promise';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Reader({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

describe('trackPromise', () => {
  it("marks the promise as React's use reads it, so a loaded module renders without a fallback", async () => {
    const loaded = trackPromise(Promise.resolve('pagina'));
    await loaded;
    expect(loaded).toMatchObject({ status: 'fulfilled', value: 'pagina' });
    render(
      <Suspense fallback={<p>se încarcă</p>}>
        <Reader promise={loaded} />
      </Suspense>,
    );
    // Read at the first render: the content, never the fallback.
    expect(document.body.textContent).toBe('pagina');
  });

  it('keeps a rejection for the boundary, marked as handled', async () => {
    const failed = trackPromise(Promise.reject(new Error('jos')));
    await expect(failed).rejects.toThrow('jos');
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('jos') });
  });
});

describe('useRenderWhenSettled', () => {
  function Page({ promise }: { promise: Promise<string> }) {
    useRenderWhenSettled(promise);
    return (
      <Suspense fallback={<p>se încarcă</p>}>
        <Reader promise={promise} />
      </Suspense>
    );
  }

  renderAsInTheBrowser();

  async function timeToContent(hooked: boolean): Promise<number> {
    const { promise, resolve } = deferred<string>();
    const tracked = trackPromise(promise);
    const container = document.createElement('div');
    const root = createRoot(container);
    const started = performance.now();
    root.render(
      hooked ? (
        <Page promise={tracked} />
      ) : (
        <Suspense fallback={<p>se încarcă</p>}>
          <Reader promise={tracked} />
        </Suspense>
      ),
    );
    await sleep(20);
    expect(container.textContent).toBe('se încarcă');
    resolve('gata');
    const shownAfter = await msUntilText(container, 'gata', started);
    root.unmount();
    return shownAfter;
  }

  it("shows the content once the promise settles, sooner than React's 300 ms", async () => {
    const hooked = await timeToContent(true);
    const plain = await timeToContent(false);
    // The promise settles at 20 ms; without the hook the same content waits for React's throttle.
    expect(hooked).toBeGreaterThanOrEqual(19);
    expect(plain).toBeGreaterThanOrEqual(290);
    // Compared with each other, not with a fixed bound that a loaded machine would overrun.
    expect(hooked).toBeLessThan(plain);
  });
});
