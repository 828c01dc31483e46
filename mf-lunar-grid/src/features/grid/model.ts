import { categoryLabel, suggestedTransactionType } from '@buget/shared-domain/categories';
import { ROMANIAN_MONTHS, WEEKDAY_LABELS, type MonthGrid } from '@buget/shared-domain/planning';
import { addDays, mondayBasedWeekday } from '@buget/shared-domain/rules';
import type { Category, TransactionType } from '@buget/shared-domain/schemas';

/**
 * The grid model: the user's catalogue (spec point 4) laid over get_month_grid's document. Every
 * figure comes from the server; here they are only placed by category, subcategory and day and
 * added up for the category rows and the month column.
 */

/** What a day of a subcategory holds: its counted value and how many rows of each kind. */
export type DayCell = {
  value: number;
  count: number;
  /** Pending rows (the plan, execution_status null). */
  planned: number;
  skipped: number;
};

export type SubcategoryLine = {
  kind: 'subcategory';
  key: string;
  category: string;
  /** null: the category's rows that have no subcategory. */
  subcategory: string | null;
  label: string;
  isCustom: boolean;
  /** In the user's catalogue (else only the month's rows name it: no subcategory actions). */
  listed: boolean;
  /** The type a new transaction of this line gets (from its category). */
  type: TransactionType;
  /** Index day - 1; undefined where the day has no row. */
  days: (DayCell | undefined)[];
  total: number;
};

export type CategoryLine = {
  kind: 'category';
  key: string;
  category: string;
  label: string;
  listed: boolean;
  type: TransactionType;
  days: number[];
  total: number;
  children: SubcategoryLine[];
};

export type SummaryKey = 'income' | 'expenses' | 'savings' | 'balance';
export type SummaryLine = { kind: 'summary'; key: SummaryKey; label: string; days: number[]; total: number };

export type GridLine = CategoryLine | SubcategoryLine | SummaryLine;

export type GridModel = {
  month: string;
  daysInMonth: number;
  openingBalance: number;
  categories: CategoryLine[];
  summary: SummaryLine[];
  /** Days (1-based) whose closing balance is below zero. */
  negativeDays: number[];
};

export const SUMMARY_LABELS: Record<SummaryKey, string> = {
  income: 'Total venituri',
  expenses: 'Total cheltuieli',
  savings: 'Total economii',
  balance: 'Sold',
};

export const NO_SUBCATEGORY_LABEL = 'Fără subcategorie';

const lineKey = (category: string, subcategory: string | null) => `${category}\u0000${subcategory ?? ''}`;

const emptyLine = (category: string, subcategory: string | null, isCustom: boolean, listed: boolean, type: TransactionType, days: number): SubcategoryLine => ({
  kind: 'subcategory',
  key: lineKey(category, subcategory),
  category,
  subcategory,
  label: subcategory ?? NO_SUBCATEGORY_LABEL,
  isCustom,
  listed,
  type,
  days: new Array<DayCell | undefined>(days).fill(undefined),
  total: 0,
});

/**
 * Catalogue + month document → lines. Categories and subcategories keep the catalogue's order;
 * what the month holds outside it (a subcategory renamed away, rows without a subcategory, a
 * category no longer in the catalogue) comes after, so no figure is ever hidden. A row whose type
 * is not its category's (a refund in Nutriție) counts against the line, with its sign.
 */
export function buildGridModel(catalogue: readonly Category[], doc: MonthGrid, previous?: GridModel | null): GridModel {
  const n = doc.days_in_month;
  const byCategory = new Map<string, { line: CategoryLine; subs: Map<string, SubcategoryLine> }>();
  const addCategory = (name: string, listed: boolean, subcategories: readonly { name: string; isCustom: boolean }[]) => {
    const type = suggestedTransactionType(name);
    const subs = new Map<string, SubcategoryLine>();
    for (const sub of subcategories) subs.set(sub.name, emptyLine(name, sub.name, sub.isCustom, true, type, n));
    const line: CategoryLine = { kind: 'category', key: name, category: name, label: categoryLabel(name), listed, type, days: new Array<number>(n).fill(0), total: 0, children: [] };
    const entry = { line, subs };
    byCategory.set(name, entry);
    return entry;
  };
  for (const category of catalogue) addCategory(category.name, true, category.subcategories);

  for (const row of doc.rows) {
    const entry = byCategory.get(row.category) ?? addCategory(row.category, false, []);
    const subKey = row.subcategory ?? '';
    let sub = entry.subs.get(subKey);
    if (!sub) {
      sub = emptyLine(row.category, row.subcategory, false, false, entry.line.type, n);
      entry.subs.set(subKey, sub);
    }
    const sign = row.type === entry.line.type ? 1 : -1;
    for (const [day, status, count, value] of row.cells) {
      if (day < 1 || day > n) continue;
      const cell = (sub.days[day - 1] ??= { value: 0, count: 0, planned: 0, skipped: 0 });
      cell.value += sign * value;
      cell.count += count;
      if (status === null) cell.planned += count;
      else if (status === 'SKIPPED') cell.skipped += count;
    }
  }

  const categories: CategoryLine[] = [];
  for (const { line, subs } of byCategory.values()) {
    for (const sub of subs.values()) {
      let total = 0;
      sub.days.forEach((cell, i) => {
        if (!cell) return;
        total += cell.value;
        line.days[i] = (line.days[i] ?? 0) + cell.value;
      });
      sub.total = total;
      line.total += total;
      line.children.push(sub);
    }
    categories.push(line);
  }

  const daysOf = (pick: (d: MonthGrid['days'][number]) => number) => {
    const values = new Array<number>(n).fill(0);
    for (const d of doc.days) if (d.day >= 1 && d.day <= n) values[d.day - 1] = pick(d);
    return values;
  };
  const summary: SummaryLine[] = [
    { kind: 'summary', key: 'income', label: SUMMARY_LABELS.income, days: daysOf((d) => d.income), total: doc.totals.income },
    { kind: 'summary', key: 'expenses', label: SUMMARY_LABELS.expenses, days: daysOf((d) => d.expenses), total: doc.totals.expenses },
    { kind: 'summary', key: 'savings', label: SUMMARY_LABELS.savings, days: daysOf((d) => d.savings), total: doc.totals.savings },
    { kind: 'summary', key: 'balance', label: SUMMARY_LABELS.balance, days: daysOf((d) => d.balance), total: doc.totals.closing_balance },
  ];
  const negativeDays = doc.days.filter((d) => d.balance < 0).map((d) => d.day);
  const model = { month: doc.month, daysInMonth: n, openingBalance: doc.opening_balance, categories, summary, negativeDays };
  return previous && previous.month === model.month ? shareLines(previous, model) : model;
}

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const sameCell = (a: DayCell | undefined, b: DayCell | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.value === b.value && a.count === b.count && a.planned === b.planned && a.skipped === b.skipped);
const sameSubcategory = (a: SubcategoryLine, b: SubcategoryLine) =>
  a.label === b.label && a.isCustom === b.isCustom && a.listed === b.listed && a.type === b.type && a.total === b.total &&
  a.days.length === b.days.length && a.days.every((cell, i) => sameCell(cell, b.days[i]));

/**
 * The new model with every line whose figures did not change taken from the previous one (the
 * same object), so the table's memoised rows redraw only the lines a write or a refetch moved:
 * an edit redraws its line, its category, and the summary rows, not the month's 7,000 cells.
 */
function shareLines(previous: GridModel, next: GridModel): GridModel {
  const before = new Map(previous.categories.map((c) => [c.key, c]));
  const categories = next.categories.map((line) => {
    const old = before.get(line.key);
    if (!old) return line;
    const olds = new Map(old.children.map((s) => [s.key, s]));
    const children = line.children.map((sub) => {
      const o = olds.get(sub.key);
      return o && sameSubcategory(o, sub) ? o : sub;
    });
    const sameChildren = children.length === old.children.length && children.every((c, i) => c === old.children[i]);
    if (sameChildren && old.label === line.label && old.listed === line.listed && old.type === line.type && old.total === line.total && sameNumbers(old.days, line.days)) return old;
    return { ...line, children };
  });
  const summary = next.summary.map((line, i) => {
    const old = previous.summary[i];
    return old && old.key === line.key && old.total === line.total && sameNumbers(old.days, line.days) ? old : line;
  });
  return { ...next, categories, summary };
}

/** The rows the table draws, top to bottom: each category, then its subcategories when expanded. */
export function visibleLines(model: GridModel, expanded: (category: string) => boolean): (CategoryLine | SubcategoryLine)[] {
  const lines: (CategoryLine | SubcategoryLine)[] = [];
  for (const category of model.categories) {
    lines.push(category);
    if (expanded(category.category)) lines.push(...category.children);
  }
  return lines;
}

export type DayColumn = { day: number; date: string; weekday: string; isWeekend: boolean; isToday: boolean };

/** The day columns of a month ('YYYY-MM'): Romanian weekday initials, weekends and today marked. */
export function dayColumns(month: string, daysInMonth: number, today: string): DayColumn[] {
  const first = `${month}-01`;
  const firstWeekday = mondayBasedWeekday(first);
  return Array.from({ length: daysInMonth }, (_, i) => {
    const weekday = (firstWeekday + i) % 7;
    const date = addDays(first, i);
    return { day: i + 1, date, weekday: WEEKDAY_LABELS[weekday] ?? '', isWeekend: weekday >= 5, isToday: date === today };
  });
}

/** '12 noiembrie': a day of the shown month as a cell's name says it. */
export const dayName = (month: string, day: number): string =>
  `${day} ${(ROMANIAN_MONTHS[Number(month.slice(5, 7)) - 1] ?? '').toLocaleLowerCase('ro-RO')}`;
