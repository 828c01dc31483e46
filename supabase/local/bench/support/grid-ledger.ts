/**
 * The grid benchmarks' ledger (bench:grid-rpc and the browser's bench:grid): a user's rows over
 * ten years, with one heavy month holding `inMonth` of them spread round-robin over every default
 * subcategory and every day, in every status (40 % pending, 40 % completed, 10 % modified, 10 %
 * skipped; a day after today holds only pending and skipped rows, as the server allows);
 * deterministic for a seed.
 */
import { DEFAULT_CATEGORY_TREE } from '../../../../shared-domain/src/categories/catalogue';
import { seeded, type Row } from './bench-server';

export type Subcategory = { category: string; name: string };

/**
 * Every default subcategory, in DEFAULT_CATEGORY_TREE's order (the database's catalogue copies
 * it), so a benchmark need not read the database to draw its ledger.
 */
export const DEFAULT_SUBCATEGORIES: readonly Subcategory[] = Object.entries(DEFAULT_CATEGORY_TREE).flatMap(([category, names]) =>
  names.map((name) => ({ category, name })),
);

const typeOf = (category: string): string => (category === 'VENITURI' ? 'INCOME' : category === 'ECONOMII' ? 'SAVING' : 'EXPENSE');

/** Today in Bucharest: a row dated after it can only be planned (the server refuses a done one). */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());

function row(userId: string, next: () => number, sub: Subcategory, date: string): Row {
  const pick = next();
  const drawn = pick < 0.4 ? null : pick < 0.8 ? 'COMPLETED' : pick < 0.9 ? 'MODIFIED' : 'SKIPPED';
  const status = date > TODAY && drawn !== 'SKIPPED' ? null : drawn;
  const amount = (Math.floor(next() * 500_000) + 1) / 1000;
  return {
    user_id: userId,
    type: typeOf(sub.category),
    amount,
    actual_amount: status === 'MODIFIED' ? Math.round(amount * 900) / 1000 : null,
    execution_status: status,
    date,
    category: sub.category,
    subcategory: sub.name,
    description: null,
  };
}

const isoDay = (epochDay: number): string => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);

/** `total` rows for `userId`: `inMonth` in `month` ('YYYY-MM'), round-robin over the subcategories, every day; the rest over the ten years before it. */
export function gridLedger(options: { userId: string; subcategories: readonly Subcategory[]; total: number; inMonth: number; month: string; seed: number }): Row[] {
  const { userId, subcategories, total, inMonth, month, seed } = options;
  const next = seeded(seed);
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7)) - 1;
  const monthStart = Date.UTC(year, monthIndex, 1) / 86_400_000;
  const days = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const rows: Row[] = [];
  for (let i = 0; i < inMonth; i++) {
    const sub = subcategories[i % subcategories.length] as Subcategory;
    rows.push(row(userId, next, sub, isoDay(monthStart + Math.floor(next() * days))));
  }
  for (let i = inMonth; i < total; i++) {
    const sub = subcategories[Math.floor(next() * subcategories.length)] as Subcategory;
    rows.push(row(userId, next, sub, isoDay(monthStart - 1 - Math.floor(next() * 3652))));
  }
  return rows;
}
