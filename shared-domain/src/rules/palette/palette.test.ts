import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE_ITEMS, foldText, moveSelection, pushRecentAction, rankPaletteItems, recentPaletteItems, type PaletteItem } from './palette';

const many: PaletteItem[] = Array.from({ length: 14 }, (_, i) => ({ id: `i${i}`, title: `Item ${i}`, priority: i }));

describe('command palette ranking', () => {
  it('lists the top 8 by priority for an empty query', () => {
    expect(rankPaletteItems(many, '  ').map((i) => i.id)).toEqual(['i13', 'i12', 'i11', 'i10', 'i9', 'i8', 'i7', 'i6']);
  });
  it('filters case-insensitively on title, description, keywords and shortcut, at most 10', () => {
    expect(rankPaletteItems(many, 'ITEM')).toHaveLength(10);
    expect(rankPaletteItems(DEFAULT_PALETTE_ITEMS, 'grid').map((i) => i.id)).toEqual(['navigate-lunar-grid']);
    expect(rankPaletteItems(DEFAULT_PALETTE_ITEMS, 'lista completă').map((i) => i.id)).toEqual(['navigate-transactions']);
    expect(rankPaletteItems(DEFAULT_PALETTE_ITEMS, 'SETĂRI').map((i) => i.id)).toEqual(['navigate-options']);
    expect(rankPaletteItems(DEFAULT_PALETTE_ITEMS, 'ctrl+t').map((i) => i.id)).toEqual(['new-tab']);
  });
  it('ignores diacritics', () => {
    expect(foldText('Tranzacții')).toBe('tranzactii');
    expect(rankPaletteItems(DEFAULT_PALETTE_ITEMS, 'tranzactii')[0]?.id).toBe('navigate-transactions');
  });
  it('sorts matches by priority and returns nothing for no match', () => {
    expect(rankPaletteItems(DEFAULT_PALETTE_ITEMS, 'alt+').map((i) => i.priority)).toEqual([100, 90, 80, 70]);
    expect(rankPaletteItems(DEFAULT_PALETTE_ITEMS, 'zzz')).toEqual([]);
  });
  it('has the items of the spec', () => {
    expect(DEFAULT_PALETTE_ITEMS.map((i) => i.id)).toEqual([
      'navigate-daily',
      'navigate-transactions',
      'navigate-lunar-grid',
      'navigate-options',
      'toggle-sidebar',
      'new-tab',
      'show-shortcuts',
    ]);
  });
});

describe('recent actions and selection', () => {
  it('keeps 5 recent actions, newest first, each once', () => {
    let recent: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'c']) recent = pushRecentAction(recent, id);
    expect(recent).toEqual(['c', 'f', 'e', 'd', 'b']);
    expect(recentPaletteItems(DEFAULT_PALETTE_ITEMS, ['new-tab', 'gone']).map((i) => i.id)).toEqual(['new-tab']);
  });
  it('wraps the selection around', () => {
    expect(moveSelection(0, -1, 3)).toBe(2);
    expect(moveSelection(2, 1, 3)).toBe(0);
    expect(moveSelection(1, 1, 3)).toBe(2);
    expect(moveSelection(0, 1, 0)).toBe(-1);
  });
});
