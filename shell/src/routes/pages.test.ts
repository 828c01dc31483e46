import { describe, expect, it } from 'vitest';
import { APP_PAGES, pageAt } from './pages';

describe('APP_PAGES', () => {
  it('lists the signed-in routes of spec point 2 with their Romanian labels', () => {
    expect(APP_PAGES.map((page) => [page.path, page.label])).toEqual([
      ['/daily', 'Situația Zilei'],
      ['/transactions', 'Tranzacții'],
      ['/lunar-grid', 'Grid Lunar'],
      ['/options', 'Opțiuni'],
      ['/profile', 'Profil'],
    ]);
  });

  it('keeps the grid out of the mobile navigation and renders it bare', () => {
    const grid = pageAt('/lunar-grid');
    expect(grid).toMatchObject({ inMobileNav: false, bare: true });
    expect(APP_PAGES.filter((page) => !page.inMobileNav)).toEqual([grid]);
  });

  it('finds the page of nested paths and nothing for unknown ones', () => {
    expect(pageAt('/transactions/2026-11')?.remote).toBe('mf_transactions');
    expect(pageAt('/dailyx')).toBeUndefined();
    expect(pageAt('/performance-test')).toBeUndefined();
  });
});
