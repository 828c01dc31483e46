/**
 * Deleting from a grid cell with undo (spec point 2): the removed rows are kept, in their
 * places, so undo puts back exactly what went, one row or several.
 */
export type UndoableDeletion<T> = { remaining: T[]; removed: { index: number; item: T }[] };

export const deleteWithUndo = <T extends { id: string }>(items: readonly T[], ids: readonly string[]): UndoableDeletion<T> => {
  const wanted = new Set(ids);
  const removed: { index: number; item: T }[] = [];
  const remaining: T[] = [];
  items.forEach((item, index) => (wanted.has(item.id) ? removed.push({ index, item }) : remaining.push(item)));
  return { remaining, removed };
};

/** Puts removed rows back at their original positions (rows added since stay). */
export const undoDeletion = <T extends { id: string }>(current: readonly T[], removed: UndoableDeletion<T>['removed']): T[] => {
  const result = current.filter((item) => !removed.some((r) => r.item.id === item.id));
  for (const { index, item } of [...removed].sort((a, b) => a.index - b.index)) {
    result.splice(Math.min(index, result.length), 0, item);
  }
  return result;
};
