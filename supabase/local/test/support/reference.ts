/**
 * A small TypeScript reading of the balance rule (spec point 4 'Balance computation', issue 22
 * point 2) and of 'Categories', written independently of the SQL, that the RPC results are
 * compared with. Money in thousandths (integers) so sums are exact.
 *
 * The rule as this file reads it: each account holds its initial balance plus what every counted
 * row moves in it from the account's balance start (the later of its balance_start_date and the
 * user's balanceStartDate setting) through the day. A row counts when its status is null,
 * COMPLETED or MODIFIED (at its actual amount when set), never SKIPPED. An INCOME adds to its
 * account; an EXPENSE, a SAVING and a TRANSFER take from it; a TRANSFER's or SAVING's
 * to_account_id receives the amount. The available balance is the sum of the accounts counted in
 * the total (active and included_in_total) plus the rows without an account, which count from
 * the setting.
 */
export type RefType = 'INCOME' | 'EXPENSE' | 'SAVING' | 'TRANSFER';

export interface RefTransaction {
  id: string;
  type: RefType;
  amount: number;
  actual_amount: number | null;
  execution_status: 'COMPLETED' | 'MODIFIED' | 'SKIPPED' | null;
  date: string;
  category: string;
  subcategory: string | null;
  account_id: string | null;
  to_account_id: string | null;
}

export interface RefAccount {
  id: string;
  initial_balance: number;
  is_active: boolean;
  included_in_total: boolean;
  balance_start_date: string | null;
}

/** What the rule reads besides the rows: the user's accounts and their balanceStartDate setting (null: none). */
export interface RefLedger {
  accounts: readonly RefAccount[];
  settingStart: string | null;
}

/** A user with no account and no setting. */
export const NO_ACCOUNTS: RefLedger = { accounts: [], settingStart: null };

const milli = (n: number): number => Math.round(n * 1000);

/** The amount a transaction counts with, in thousandths, or null when it does not count. */
function countedMilli(t: RefTransaction): number | null {
  if (t.execution_status !== null && t.execution_status !== 'COMPLETED' && t.execution_status !== 'MODIFIED') return null;
  const value = t.execution_status === 'MODIFIED' && t.actual_amount !== null ? t.actual_amount : t.amount;
  return value > 0 ? milli(value) : null;
}

/** The later of two days, null standing for "from the beginning". */
const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a > b ? a : b);

/** The first day whose rows move the account (null: every day). */
function balanceStart(account: RefAccount | null, ledger: RefLedger): string | null {
  return later(account?.balance_start_date ?? null, ledger.settingStart);
}

const counts = (account: RefAccount): boolean => account.is_active && account.included_in_total;

/** What a row moves in each of its accounts: [account id or null, thousandths]. */
function moves(t: RefTransaction): [string | null, number][] {
  const v = countedMilli(t);
  if (v === null) return [];
  const out: [string | null, number][] = [[t.account_id, t.type === 'INCOME' ? v : -v]];
  if (t.to_account_id !== null) out.push([t.to_account_id, v]);
  return out;
}

/** Thousandths moved into `accountId` (null: the rows without an account) by rows dated from `start` through `day`. */
function movedIn(rows: readonly RefTransaction[], accountId: string | null, start: string | null, day: string): number {
  let sum = 0;
  for (const t of rows) {
    if (t.date > day || (start !== null && t.date < start)) continue;
    for (const [id, v] of moves(t)) if (id === accountId) sum += v;
  }
  return sum;
}

/** Each account's balance at the end of `day` (get_account_balances). */
export function accountBalances(rows: readonly RefTransaction[], ledger: RefLedger, day: string): Map<string, { balance: number; balance_start: string | null; counted: boolean }> {
  const out = new Map<string, { balance: number; balance_start: string | null; counted: boolean }>();
  for (const account of ledger.accounts) {
    const start = balanceStart(account, ledger);
    out.set(account.id, { balance: (milli(account.initial_balance) + movedIn(rows, account.id, start, day)) / 1000, balance_start: start, counted: counts(account) });
  }
  return out;
}

function availableMilli(rows: readonly RefTransaction[], ledger: RefLedger, day: string): number {
  let sum = movedIn(rows, null, ledger.settingStart, day);
  for (const account of ledger.accounts) {
    if (counts(account)) sum += milli(account.initial_balance) + movedIn(rows, account.id, balanceStart(account, ledger), day);
  }
  return sum;
}

/**
 * get_available_balance on `asOf`: the available balance, and the month's lines — the counted
 * income, expenses and savings of asOf's month from the later of its first day and the setting
 * through asOf, whatever their account (a transfer is none of them).
 */
export function availableBalance(rows: readonly RefTransaction[], ledger: RefLedger, asOf: string): { income: number; expenses: number; savings: number; available: number; balancesSet: boolean } {
  const from = later(`${asOf.slice(0, 7)}-01`, ledger.settingStart) ?? '';
  let income = 0;
  let expenses = 0;
  let savings = 0;
  for (const t of rows) {
    const v = countedMilli(t);
    if (v === null || t.date < from || t.date > asOf) continue;
    if (t.type === 'INCOME') income += v;
    else if (t.type === 'EXPENSE') expenses += v;
    else if (t.type === 'SAVING') savings += v;
  }
  const balancesSet = ledger.accounts.every((a) => !counts(a) || a.balance_start_date !== null);
  return { income: income / 1000, expenses: expenses / 1000, savings: savings / 1000, available: availableMilli(rows, ledger, asOf) / 1000, balancesSet };
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The available balance at the end of every day from `start` through `end`. */
export function dailyBalances(rows: readonly RefTransaction[], ledger: RefLedger, start: string, end: string): { date: string; balance: number }[] {
  const out: { date: string; balance: number }[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) out.push({ date: day, balance: availableMilli(rows, ledger, day) / 1000 });
  return out;
}

/**
 * The available balance after each transaction in ledger order (date, id): the counted
 * accounts' initial balances, then one row at a time what it moves in the counted accounts
 * (from their balance start) and in the rows without an account (from the setting).
 */
export function runningBalances(rows: readonly RefTransaction[], ledger: RefLedger): Map<string, number> {
  const byId = new Map(ledger.accounts.map((a) => [a.id, a]));
  const startOf = (id: string | null): string | null | undefined => {
    if (id === null) return ledger.settingStart;
    const account = byId.get(id);
    // undefined: an account not counted in the total moves nothing available.
    return account && counts(account) ? balanceStart(account, ledger) : undefined;
  };
  const sorted = [...rows].sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
  const result = new Map<string, number>();
  let balance = ledger.accounts.filter(counts).reduce((sum, a) => sum + milli(a.initial_balance), 0);
  for (const t of sorted) {
    for (const [id, v] of moves(t)) {
      const start = startOf(id);
      if (start !== undefined && (start === null || t.date >= start)) balance += v;
    }
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
