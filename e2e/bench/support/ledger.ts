/** The ledger the transaction benchmarks seed: ten years of rows of every type, inserted as the user. */
import type { asUser } from '../../support/users';

/** Row n of `rows`: a day among the last 3,650, types and default categories in turn, every fifth still planned. */
export function tenYearLedger(rows: number) {
  const types = ['INCOME', 'EXPENSE', 'EXPENSE', 'SAVING'];
  const cats = ['NUTRITIE', 'TRANSPORT', 'LOCUINTA', 'TIMP_LIBER', 'SANATATE'];
  const today = Date.now();
  return Array.from({ length: rows }, (_, n) => {
    const type = types[n % types.length]!;
    return {
      type,
      amount: type === 'INCOME' ? 3000 + (n % 700) : 10 + ((n * 37) % 900) + (n % 7) / 10,
      category: type === 'INCOME' ? 'VENITURI' : type === 'SAVING' ? 'ECONOMII' : cats[n % cats.length]!,
      date: new Date(today - (n % 3650) * 86_400_000).toISOString().slice(0, 10),
      description: `tranzacție bench ${n}`,
      execution_status: n % 5 === 0 ? null : 'COMPLETED',
    };
  });
}

/** Inserts the rows through the data API as the user (RLS applies), 5,000 a request; returns the milliseconds taken. */
export async function insertTransactions(db: ReturnType<typeof asUser>, rows: object[]): Promise<number> {
  const start = Date.now();
  for (let at = 0; at < rows.length; at += 5000) await db.from('transactions').insert(rows.slice(at, at + 5000)).throwOnError();
  return Date.now() - start;
}
