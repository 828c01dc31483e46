import { NAVIGATION_LIMITS } from '@buget/shared-domain/constants';

/** The pages visited most recently, newest first, each once, at most `max`. */
export const recordVisitedPage = (
  pages: readonly string[],
  href: string,
  max: number = NAVIGATION_LIMITS.visitedPages,
): string[] => [href, ...pages.filter((p) => p !== href)].slice(0, max);
