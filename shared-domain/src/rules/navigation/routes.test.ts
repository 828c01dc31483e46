import { describe, expect, it } from 'vitest';
import { APP_PAGES, pageAt, pageTitle } from './routes';

describe('routes', () => {
  it('keep the grid out of the mobile navigation and render it bare', () => {
    expect(APP_PAGES.filter((page) => !page.inMobileNav).map((page) => page.path)).toEqual(['/lunar-grid']);
    expect(APP_PAGES.filter((page) => page.bare).map((page) => page.path)).toEqual(['/lunar-grid']);
  });
  it('find the page of a path and of the paths below it, nothing for others', () => {
    expect(pageAt('/transactions')?.id).toBe('transactions');
    expect(pageAt('/transactions/2026-11')?.id).toBe('transactions');
    expect(pageAt('/dailyx')).toBeUndefined();
    expect(pageAt('/performance-test')).toBeUndefined();
  });
  it('title a page with the app name', () => {
    expect(pageTitle('Tranzacții')).toBe('Tranzacții · Buget');
  });
});
