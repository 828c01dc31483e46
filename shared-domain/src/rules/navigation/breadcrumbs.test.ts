import { describe, expect, it } from 'vitest';
import type { BreadcrumbItem } from '@buget/shared-domain/schemas';
import { navigateToBreadcrumb, pushBreadcrumb } from './breadcrumbs';
import { recordVisitedPage } from './visited';

const page = (id: string) => ({ id, label: id, href: `/${id}` });
const trailOf = (...names: string[]): BreadcrumbItem[] => names.reduce<BreadcrumbItem[]>((t, n) => pushBreadcrumb(t, page(n)), []);

describe('breadcrumbs', () => {
  it('append visits and mark the newest active', () => {
    const t = trailOf('a', 'b');
    expect(t.map((i) => [i.id, i.isActive])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
  it('keep the last 5', () => {
    expect(trailOf('1', '2', '3', '4', '5', '6').map((i) => i.id)).toEqual(['2', '3', '4', '5', '6']);
    expect(pushBreadcrumb(trailOf('a', 'b'), page('c'), 2).map((i) => i.id)).toEqual(['b', 'c']);
  });
  it('truncate after a breadcrumb the user navigates to', () => {
    const t = navigateToBreadcrumb(trailOf('a', 'b', 'c', 'd'), 'b');
    expect(t.map((i) => [i.id, i.isActive])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(navigateToBreadcrumb(trailOf('a'), 'zzz').map((i) => i.id)).toEqual(['a']);
  });
  it('truncate when a visit returns to a page already in the trail', () => {
    expect(pushBreadcrumb(trailOf('a', 'b', 'c'), page('a')).map((i) => i.id)).toEqual(['a']);
  });
});

describe('visited pages', () => {
  it('keep the 10 most recent, newest first, each once', () => {
    let pages: string[] = [];
    for (let i = 1; i <= 12; i += 1) pages = recordVisitedPage(pages, `/p${i}`);
    expect(pages).toHaveLength(10);
    expect(pages[0]).toBe('/p12');
    expect(recordVisitedPage(['/a', '/b', '/c'], '/c')).toEqual(['/c', '/a', '/b']);
  });
});
