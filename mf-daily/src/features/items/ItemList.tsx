import type { DailyItem } from '@buget/shared-domain/planning';
import { ItemRow, type ItemHandlers } from './ItemRow';
import { TYPE_GROUP_LABELS, TYPE_ORDER } from './labels';

type ItemListProps = {
  items: readonly DailyItem[];
  selectedId: string | null;
  editingId: string | null;
  onEditingChange: (id: string | null) => void;
  handlers: ItemHandlers;
  /** Group by type (the day) or list in date order (the overdue items). */
  grouped: boolean;
  label: string;
  /** The user's today: items after it cannot be done yet. */
  today: string;
};

/** The items of the day by type (Venituri, Cheltuieli, Economii), or the overdue ones in date order. */
export function ItemList({ items, selectedId, editingId, onEditingChange, handlers, grouped, label, today }: ItemListProps) {
  const row = (item: DailyItem, showDate: boolean) => (
    <ItemRow
      key={item.id}
      item={item}
      selected={item.id === selectedId}
      editing={item.id === editingId}
      onEditingChange={onEditingChange}
      handlers={handlers}
      showDate={showDate}
      today={today}
    />
  );
  if (!grouped) {
    return (
      <ul className="daily-items" aria-label={label}>
        {items.map((item) => row(item, true))}
      </ul>
    );
  }
  return (
    <div className="daily-groups">
      {TYPE_ORDER.map((type) => {
        const group = items.filter((item) => item.type === type);
        if (group.length === 0) return null;
        return (
          <section key={type} className="daily-group" aria-labelledby={`daily-group-${type}`}>
            <h3 id={`daily-group-${type}`} className="daily-group__title">
              {TYPE_GROUP_LABELS[type]} <span className="daily-group__count">({group.length})</span>
            </h3>
            <ul className="daily-items" aria-labelledby={`daily-group-${type}`}>
              {group.map((item) => row(item, false))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The items in the order the page shows them (↑/↓ move through this order). */
export const visualOrder = (items: readonly DailyItem[], overdue: readonly DailyItem[]): DailyItem[] => [
  ...TYPE_ORDER.flatMap((type) => items.filter((item) => item.type === type)),
  ...overdue,
];
