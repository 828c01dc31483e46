import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { appPagesSchema, pageAt, type AppPage } from './pages';

const page = (id: string, path: string, patch: Partial<AppPage> = {}): AppPage => ({
  id, path, remote: `mf_${id}`, label: id, description: `${id} page`, icon: 'daily', inMobileNav: true, bare: false, ...patch,
});

const problems = (pages: unknown) => {
  const result = z.safeParse(appPagesSchema, pages);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('config.json pages (issue 27 point 2)', () => {
  it('accepts pages with their own ids, paths and shortcuts', () => {
    expect(problems([page('zi', '/daily', { shortcut: 'Alt+H' }), page('rapoarte', '/reports', { shortcut: 'Alt+R', keywords: ['grafice'] })])).toEqual([]);
  });

  it('names a repeated id, path or shortcut at its second place, and a shell path', () => {
    expect(
      problems([
        page('zi', '/daily', { shortcut: 'Alt+H' }),
        page('zi', '/daily', { shortcut: 'Alt+H' }),
        page('login', '/login'),
      ]),
    ).toEqual([
      '1.id: id-ul „zi” este deja la pages[0]',
      '1.path: calea „/daily” este deja la pages[0]',
      '1.shortcut: scurtătura „Alt+H” este deja la pages[0]',
      '2.path: calea „/login” este a aplicației; alege alta',
    ]);
  });

  it('refuses an empty list', () => {
    expect(problems([])).toEqual([': lista de pagini este goală']);
  });

  it('finds the page of a path, or of a path below it, and no other', () => {
    const pages = [page('zi', '/daily'), page('rapoarte', '/reports')];
    expect(pageAt(pages, '/reports')?.id).toBe('rapoarte');
    expect(pageAt(pages, '/reports/calendar')?.id).toBe('rapoarte');
    expect(pageAt(pages, '/reportsx')).toBeUndefined();
  });
});
