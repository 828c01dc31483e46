import type { Locator, Page } from '@playwright/test';

/** What each remote shows as its page heading, inside the content area (the header's h1 is outside). */
export const PAGE_HEADINGS: Record<string, string> = {
  '/daily': 'Elementele zilei',
  '/transactions': 'Tranzacții',
  '/lunar-grid': 'Grid Lunar',
  '/options': 'Opțiuni',
  '/profile': 'Profil',
};

/** The heading a page's remote renders, once it has mounted. */
export const pageHeading = (page: Page, path: string): Locator =>
  page.locator('main#continut').getByRole('heading', { name: PAGE_HEADINGS[path], exact: true }).first();
