import { useCallback, useRef, type ReactElement } from 'react';
import { LAZY_PAGE_MIN_DELAY_MS } from '@buget/shared-domain/constants';
import { PageLoader } from '../layout/PageLoader';
import { hasLoaded, trackPromise, useRenderWhenSettled } from './tracked-promise';

type PageLoading<T> = {
  /** The boundary's `loading`. */
  loader: ReactElement;
  /**
   * The module as the page's child reads it (with `use`), held while the spinner's minimum runs.
   * Called at each render, it follows `load` (a load forgotten after a failure is made anew).
   */
  read: () => Promise<T>;
};

/**
 * The loader of a lazily loaded page (spec point 2). The spinner waits LAZY_PAGE_MIN_DELAY_MS
 * before it shows: a page whose module arrives sooner mounts at once, without a loader. Once
 * shown the spinner stays LAZY_PAGE_MIN_DELAY_MS too, so it never flashes, and the page replaces
 * it as soon as after that its module is there (what `read` gives settles then; React's own
 * reveal of the boundary would come 300 ms after the fallback). A module loaded before the page
 * renders shows no loader at all. Remote pages and the shell's own lazy pages share it.
 */
export function usePageLoader<T>(load: () => Promise<T>): PageLoading<T> {
  const shownAt = useRef<number | null>(null);
  const onShown = useCallback((at: number) => {
    shownAt.current = at;
  }, []);
  const loadRef = useRef(load);
  loadRef.current = load;
  const last = useRef<{ module: Promise<T>; page: Promise<T> } | null>(null);
  const read = useCallback(() => {
    const module = loadRef.current();
    if (last.current?.module !== module) last.current = { module, page: heldWhileShown(module, () => shownAt.current) };
    return last.current.page;
  }, []);
  useRenderWhenSettled(read());
  return { loader: <PageLoader delayMs={LAZY_PAGE_MIN_DELAY_MS} onShown={onShown} />, read };
}

/** `module`, settling no sooner than LAZY_PAGE_MIN_DELAY_MS after the spinner showed (if it did). */
function heldWhileShown<T>(module: Promise<T>, shownAt: () => number | null): Promise<T> {
  if (hasLoaded(module)) return module;
  return trackPromise(
    module.then(async (value) => {
      const at = shownAt();
      const wait = at === null ? 0 : at + LAZY_PAGE_MIN_DELAY_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return value;
    }),
  );
}
