import type { BankState, StatementRow } from '../parse/types';

/** A row of the account's ledger near the statement's days (the import_candidates RPC). */
export interface Candidate {
  id: string;
  date: string;
  type: string;
  amount: number;
  actualAmount: number | null;
  executionStatus: string | null;
  description: string | null;
  importReference: string | null;
  accountId: string | null;
}

/** What confirming the import does with a statement row. */
export type Fate =
  | { kind: 'new' }
  /** The reference is already in the account: skipped, and cannot be un-skipped (the database would refuse a second row). */
  | { kind: 'duplicate'; existingId: string }
  /** A done row of the same type and amount within 7 days: skipped by default, the user may un-skip. */
  | { kind: 'probable-duplicate'; existingId: string }
  /** A pending planned item this row completes. */
  | { kind: 'match'; plannedId: string }
  /** The bank marks it declined, reverted or pending: shown, off by default. */
  | { kind: 'not-imported'; state: BankState };

/** The ledger row a fate points at (the plan a row completes, the row it may duplicate), as the preview names it. */
export interface Counterpart {
  date: string;
  description: string | null;
}

export interface PreviewRow {
  key: string;
  row: StatementRow;
  reference: string;
  fate: Fate;
  /** Set for a match and a probable duplicate. */
  counterpart?: Counterpart;
  include: boolean;
  category: string;
  subcategory: string | null;
  ruleId: string | null;
}
