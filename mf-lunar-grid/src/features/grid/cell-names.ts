import { formatMoney } from '@buget/shared-domain/rules';
import type { DayCell, GridLine } from './model';

/** The name a screen reader says for a cell: 'Nutriție › Restaurante, 12 noiembrie: 298 lei'. */
export function cellName(line: GridLine, categoryLabel: string, when: string, value: number | undefined, cell?: DayCell): string {
  const who = line.kind === 'subcategory' ? `${categoryLabel} › ${line.label}` : line.label;
  if (value === undefined) return `${who}, ${when}: gol`;
  const planned = cell && cell.planned > 0 ? (cell.planned === cell.count ? ', planificat' : `, ${cell.planned} din ${cell.count} planificate`) : '';
  const rows = cell && cell.count > 1 ? `, ${cell.count} tranzacții` : '';
  return `${who}, ${when}: ${formatMoney(value)}${rows}${planned}`;
}
