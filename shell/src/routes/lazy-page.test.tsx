import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LAZY_PAGE_MIN_DELAY_MS } from '@buget/shared-domain';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('keeps the loader for at least the minimum delay even when the module is ready', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>gata</p> }));
    const started = performance.now();
    render(
      <Suspense fallback={<p>se încarcă</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('se încarcă')).toBeTruthy();
    await screen.findByText('gata', undefined, { timeout: 2000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(LAZY_PAGE_MIN_DELAY_MS - 5);
  });
});
