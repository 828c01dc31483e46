import { pageAt, POST_PROVIDER_CALLBACK_ROUTE, type AppPage } from '@buget/shared-domain/rules';

/**
 * The signed-in pages of config.json, validated (app-config.ts) and kept here by bootstrap.tsx
 * before the app renders: the navigation, the routes, the palette, the shortcuts and the help
 * read them from here. They do not change while the app runs; a new config.json takes a reload.
 */
let pages: readonly AppPage[] = [];

export function setAppPages(next: readonly AppPage[]): void {
  pages = next;
}

export const appPages = (): readonly AppPage[] => pages;

/** The configured page a path belongs to, if any. */
export const appPageAt = (pathname: string): AppPage | undefined => pageAt(pages, pathname);

/** Where / and unknown paths lead a signed-in user: the first page of the navigation. */
export const signedInHome = (): string => pages[0]?.path ?? POST_PROVIDER_CALLBACK_ROUTE;
