import { COMMAND_PALETTE } from '@buget/shared-domain/constants';
import type { AppPage } from '../navigation/pages';

/** The frame's own items of spec point 2; the shell maps their ids to handlers. */
export type FramePaletteActionId = 'toggle-sidebar' | 'new-tab' | 'show-shortcuts';

export type PaletteItem = {
  id: string;
  title: string;
  description?: string;
  keywords?: readonly string[];
  shortcut?: string;
  /** Higher comes first. */
  priority: number;
  /** Where to go, for navigation items. */
  href?: string;
};

/** The first page's priority; each next page of the navigation comes 10 lower. */
const FIRST_PAGE_PRIORITY = 100;

/**
 * One item per page of config.json, as the navigation shows it: its label, description, keys and
 * keywords, ranked in navigation order.
 */
export const pagePaletteItems = (pages: readonly AppPage[]): PaletteItem[] =>
  pages.map((page, index) => ({
    id: `navigate-${page.id}`,
    title: page.label,
    description: page.description,
    ...(page.keywords ? { keywords: page.keywords } : {}),
    ...(page.shortcut ? { shortcut: page.shortcut } : {}),
    priority: FIRST_PAGE_PRIORITY - 10 * index,
    href: page.path,
  }));

/** The palette's frame items of spec point 2, as data. */
export const FRAME_PALETTE_ITEMS: readonly (PaletteItem & { id: FramePaletteActionId })[] = [
  { id: 'toggle-sidebar', title: 'Comută bara laterală', description: 'Extinde sau restrânge meniul', keywords: ['meniu', 'sidebar'], shortcut: 'Ctrl+\\', priority: 60 },
  { id: 'new-tab', title: 'Filă nouă', description: 'Deschide o filă nouă', keywords: ['tab'], shortcut: 'Ctrl+T', priority: 50 },
  { id: 'show-shortcuts', title: 'Scurtături de tastatură', description: 'Arată toate scurtăturile', keywords: ['ajutor', 'taste', 'help'], shortcut: 'F1', priority: 40 },
];

export const PALETTE_TEXTS = {
  placeholder: 'Caută o comandă sau o pagină...',
  noResults: 'Niciun rezultat găsit',
  recent: 'Recente',
} as const;

/**
 * Case- and diacritic-insensitive text: Romanians often type without diacritics, so
 * 'tranzactii' must find 'Tranzacții'.
 */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const byPriority = (a: PaletteItem, b: PaletteItem): number => b.priority - a.priority;

const matches = (item: PaletteItem, needle: string): boolean =>
  [item.title, item.description ?? '', item.shortcut ?? '', ...(item.keywords ?? [])].some((field) =>
    foldText(field).includes(needle),
  );

/**
 * What the palette lists: for an empty query the top 8 by priority; otherwise the items whose
 * title, description, keywords or shortcut contain the query, best priority first, at most 10.
 */
export const rankPaletteItems = <T extends PaletteItem>(items: readonly T[], query: string): T[] => {
  const needle = foldText(query.trim());
  if (!needle) return [...items].sort(byPriority).slice(0, COMMAND_PALETTE.emptyQueryItems);
  return items.filter((item) => matches(item, needle)).sort(byPriority).slice(0, COMMAND_PALETTE.searchResults);
};

/** Remembers a run action: newest first, each once, the last 5. */
export const pushRecentAction = (recent: readonly string[], id: string): string[] =>
  [id, ...recent.filter((r) => r !== id)].slice(0, COMMAND_PALETTE.recentActions);

/** The recent items that still exist, in recency order. */
export const recentPaletteItems = <T extends PaletteItem>(items: readonly T[], recent: readonly string[]): T[] =>
  recent.flatMap((id) => items.filter((item) => item.id === id));

/** Arrow keys move the selection, wrapping at both ends; an empty list has no selection (-1). */
export const moveSelection = (index: number, delta: number, count: number): number => {
  if (count <= 0) return -1;
  return (((index + delta) % count) + count) % count;
};
