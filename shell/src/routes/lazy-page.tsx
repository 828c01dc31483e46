import { lazy, type ComponentType } from 'react';
import { LAZY_PAGE_MIN_DELAY_MS } from '@buget/shared-domain';

/** React.lazy with the spec's minimum loader delay, so the loader never flashes. */
export function lazyPage<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), new Promise((resolve) => setTimeout(resolve, LAZY_PAGE_MIN_DELAY_MS))]);
    return module;
  });
}
