import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';

/** Collapsed categories per user id, as stored: { [userId]: string[] }. */
type Stored = Record<string, string[]>;

const read = (): Stored => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.gridCollapsed) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Stored) : {};
  } catch {
    return {};
  }
};

const collapsedOf = (userId: string): Set<string> => {
  const list = read()[userId];
  return new Set(Array.isArray(list) ? list.filter((c) => typeof c === 'string') : []);
};

/**
 * Which categories show their subcategories, remembered per user in localStorage (categories are
 * expanded until collapsed, so a category added later shows open). Another user on the same
 * browser keeps their own.
 */
export function useExpanded(userId: string) {
  const [state, setState] = useState(() => ({ userId, collapsed: collapsedOf(userId) }));
  const collapsed = state.userId === userId ? state.collapsed : collapsedOf(userId);

  const update = useCallback(
    (next: Set<string>) => {
      setState({ userId, collapsed: next });
      try {
        localStorage.setItem(STORAGE_KEYS.gridCollapsed, JSON.stringify({ ...read(), [userId]: [...next] }));
      } catch {
        // Storage full or blocked: the state still holds for this visit.
      }
    },
    [userId],
  );

  const isExpanded = useCallback((category: string) => !collapsed.has(category), [collapsed]);
  const toggle = useCallback(
    (category: string) => {
      const next = new Set(collapsed);
      if (!next.delete(category)) next.add(category);
      update(next);
    },
    [collapsed, update],
  );
  const setAll = useCallback((expand: boolean, categories: string[]) => update(new Set(expand ? [] : categories)), [update]);
  return { isExpanded, toggle, setAll, collapsedCount: collapsed.size };
}
