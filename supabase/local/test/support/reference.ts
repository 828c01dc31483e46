/**
 * A small TypeScript reading of spec point 4 'Balance computation' and 'Categories', written
 * independently of the SQL, that the RPC results are compared with. Money in thousandths
 * (integers) so sums are exact.
 */
export interface RefTransaction {
  id: string;
  type: 'INCOME' | 'EXPENSE' | 'SAVING';
  amount: number;
  actual_amount: number | null;
  execution_status: 'COMPLETED' | 'MODIFIED' | 'SKIPPED' | null;
  date: string;
  category: string;
  subcategory: string | null;
}

const milli = (n: number): number => Math.round(n * 1000);

/** The amount a transaction counts with, in thousandths, or null when it does not count. */
export function countedMilli(t: RefTransaction): number | null {
  if (t.execution_status !== null && t.execution_status !== 'COMPLETED' && t.execution_status !== 'MODIFIED') return null;
  const value = t.execution_status === 'MODIFIED' && t.actual_amount !== null ? t.actual_amount : t.amount;
  return value > 0 ? milli(value) : null;
}

export function availableBalance(rows: readonly RefTransaction[]): { income: number; expenses: number; savings: number; available: number } {
  let income = 0;
  let expenses = 0;
  let savings = 0;
  for (const t of rows) {
    const v = countedMilli(t);
    if (v === null) continue;
    if (t.type === 'INCOME') income += v;
    else if (t.type === 'EXPENSE') expenses += v;
    else savings += v;
  }
  return { income: income / 1000, expenses: expenses / 1000, savings: savings / 1000, available: (income - (expenses + savings)) / 1000 };
}

const signed = (t: RefTransaction): number => {
  const v = countedMilli(t) ?? 0;
  return t.type === 'INCOME' ? v : -v;
};

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function dailyBalances(rows: readonly RefTransaction[], start: string, end: string, opening: number): { date: string; balance: number; ids: string[] }[] {
  const out: { date: string; balance: number; ids: string[] }[] = [];
  let balance = milli(opening);
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const today = rows.filter((t) => t.date === day && countedMilli(t) !== null);
    balance += today.reduce((sum, t) => sum + signed(t), 0);
    out.push({ date: day, balance: balance / 1000, ids: today.map((t) => t.id).sort() });
  }
  return out;
}

/** Balance after each transaction in (date, id) order. */
export function runningBalances(rows: readonly RefTransaction[]): Map<string, number> {
  const sorted = [...rows].sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
  const result = new Map<string, number>();
  let balance = 0;
  for (const t of sorted) {
    balance += signed(t);
    result.set(t.id, balance / 1000);
  }
  return result;
}

/** Subcategory operations: which transactions end up where. */
export function applySubcategory(rows: RefTransaction[], category: string, from: string, to: string | null): number {
  let changed = 0;
  for (const t of rows) {
    if (t.category === category && t.subcategory === from) {
      t.subcategory = to;
      changed++;
    }
  }
  return changed;
}

/** A seeded generator, so a failing random case can be replayed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
