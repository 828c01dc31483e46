import { describe, expect, it } from 'vitest';
import type { AppPage } from '../navigation/pages';
import { foldText, FRAME_PALETTE_ITEMS, pagePaletteItems, moveSelection, pushRecentAction, rankPaletteItems, recentPaletteItems, type PaletteItem } from './palette';

const page = (id: string, label: string, description: string, extra: Partial<AppPage> = {}): AppPage => ({
  id,
  path: `/${id}`,
  remote: `mf_${id}`,
  label,
  description,
  icon: 'daily',
  inMobileNav: true,
  bare: false,
  ...extra,
});

const PAGES: AppPage[] = [
  page('daily', 'Situația Zilei', 'Ziua aleasă', { shortcut: 'Alt+H', keywords: ['acasă'] }),
  page('transactions', 'Tranzacții', 'Lista completă', { shortcut: 'Alt+T' }),
  page('lunar-grid', 'Grid Lunar', 'Planificarea lunară', { shortcut: 'Alt+L' }),
  page('options', 'Opțiuni', 'Categorii și setări', { shortcut: 'Alt+O' }),
  page('profile', 'Profil', 'Contul tău'),
];
const ITEMS = [...pagePaletteItems(PAGES), ...FRAME_PALETTE_ITEMS];

const many: PaletteItem[] = Array.from({ length: 14 }, (_, i) => ({ id: `i${i}`, title: `Item ${i}`, priority: i }));

describe('command palette ranking', () => {
  it('lists the top 8 by priority for an empty query', () => {
    expect(rankPaletteItems(many, '  ').map((i) => i.id)).toEqual(['i13', 'i12', 'i11', 'i10', 'i9', 'i8', 'i7', 'i6']);
  });
  it('filters case-insensitively on title, description, keywords and shortcut, at most 10', () => {
    expect(rankPaletteItems(many, 'ITEM')).toHaveLength(10);
    expect(rankPaletteItems(ITEMS, 'grid').map((i) => i.id)).toEqual(['navigate-lunar-grid']);
    expect(rankPaletteItems(ITEMS, 'lista completă').map((i) => i.id)).toEqual(['navigate-transactions']);
    expect(rankPaletteItems(ITEMS, 'SETĂRI').map((i) => i.id)).toEqual(['navigate-options']);
    expect(rankPaletteItems(ITEMS, 'ctrl+t').map((i) => i.id)).toEqual(['new-tab']);
  });
  it('ignores diacritics', () => {
    expect(foldText('Tranzacții')).toBe('tranzactii');
    expect(rankPaletteItems(ITEMS, 'tranzactii')[0]?.id).toBe('navigate-transactions');
  });
  it('sorts matches by priority and returns nothing for no match', () => {
    expect(rankPaletteItems(ITEMS, 'alt+').map((i) => i.priority)).toEqual([100, 90, 80, 70]);
    expect(rankPaletteItems(ITEMS, 'zzz')).toEqual([]);
  });
  it('has an item per page of the configuration, in its order, then the frame items of the spec', () => {
    expect(ITEMS.map((i) => i.id)).toEqual([
      'navigate-daily',
      'navigate-transactions',
      'navigate-lunar-grid',
      'navigate-options',
      'navigate-profile',
      'toggle-sidebar',
      'new-tab',
      'show-shortcuts',
    ]);
    expect(ITEMS[0]).toEqual({
      id: 'navigate-daily',
      title: 'Situația Zilei',
      description: 'Ziua aleasă',
      keywords: ['acasă'],
      shortcut: 'Alt+H',
      priority: 100,
      href: '/daily',
    });
    expect(rankPaletteItems(ITEMS, 'acasa').map((i) => i.id)).toEqual(['navigate-daily']);
  });
});

describe('recent actions and selection', () => {
  it('keeps 5 recent actions, newest first, each once', () => {
    let recent: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'c']) recent = pushRecentAction(recent, id);
    expect(recent).toEqual(['c', 'f', 'e', 'd', 'b']);
    expect(recentPaletteItems(ITEMS, ['new-tab', 'gone']).map((i) => i.id)).toEqual(['new-tab']);
  });
  it('wraps the selection around', () => {
    expect(moveSelection(0, -1, 3)).toBe(2);
    expect(moveSelection(2, 1, 3)).toBe(0);
    expect(moveSelection(1, 1, 3)).toBe(2);
    expect(moveSelection(0, 1, 0)).toBe(-1);
  });
});
