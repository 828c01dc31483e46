import { useCallback, useRef, type ReactElement } from 'react';
import { LAZY_PAGE_MIN_DELAY_MS } from '@buget/shared-domain/constants';
import { PageLoader } from '../layout/PageLoader';
import { useRenderWhenSettled } from './tracked-promise';

/**
 * The loader of a lazily loaded page (spec point 2), for the boundary's `loading`: once on screen
 * it stays LAZY_PAGE_MIN_DELAY_MS, so it never flashes, and the page replaces it as soon as after
 * that its module (`module`, read with `use` by the child) is there. A module loaded before the
 * page renders shows no loader at all. Remote pages and the shell's own lazy pages share it.
 */
export function usePageLoader(module: Promise<unknown>): ReactElement {
  const shownAt = useRef<number | null>(null);
  const onShown = useCallback((at: number) => {
    shownAt.current = at;
  }, []);
  useRenderWhenSettled(module, () => (shownAt.current === null ? 0 : shownAt.current + LAZY_PAGE_MIN_DELAY_MS));
  return <PageLoader onShown={onShown} />;
}
