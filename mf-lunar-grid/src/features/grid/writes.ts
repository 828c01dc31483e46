import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { queryKeys, TRANSACTION_WRITE_INVALIDATES } from '@buget/shared-domain/data';
import {
  createCellRow,
  patchMonthGrid,
  updateCellRow,
  type CellChange,
  type GridCellAddress,
  type GridCellRow,
  type GridStatus,
  type MonthGrid,
} from '@buget/shared-domain/planning';
import { classifyError, ERROR_MESSAGES } from '@buget/shared-domain/rules';
import type { TransactionType } from '@buget/shared-domain/schemas';
import { toast, useBugetMutation } from '@buget/shared-domain/stores';
import {
  deleteTransactions,
  restoreTransactions,
  updateTransaction,
  type DeletedTransaction,
  type TransactionUpdate,
} from '@buget/shared-domain/transactions';

export const GRID_WRITE_TEXTS = {
  deletedOne: 'Tranzacția a fost ștearsă.',
  deletedMany: (n: number) => `${n} tranzacții au fost șterse.`,
  undo: 'Anulează',
  undone: 'Modificarea a fost anulată.',
  nothingToUndo: 'Nu există nicio modificare de anulat.',
  rolledBack: 'Celula a revenit la valoarea anterioară.',
} as const;

export const GRID_REFUSALS = {
  invalid: 'Serverul a refuzat valoarea.',
  gone: 'Tranzacția nu mai există.',
} as const;

const codeOf = (error: Error): string => ('code' in error && typeof error.code === 'string' ? error.code : '');

/** Why a write failed, in Romanian, and that the cell went back (issue 11 point 9). */
export const gridWriteError = (failed: string) => (error: Error): string => {
  const code = codeOf(error);
  let why: string;
  if (classifyError(error).type === 'network') why = ERROR_MESSAGES.EROARE_RETEA;
  else if (code === '42501') why = ERROR_MESSAGES.EROARE_RLS;
  // PGRST116: the row to update is no longer there (deleted elsewhere), so nothing came back.
  else if (code === 'PT404' || code === 'PGRST116') why = GRID_REFUSALS.gone;
  else if (code.startsWith('22') || code.startsWith('23')) why = GRID_REFUSALS.invalid;
  else why = ERROR_MESSAGES.EROARE_GENERALA;
  return `${failed} ${why} ${GRID_WRITE_TEXTS.rolledBack}`;
};

/** A save of one cell holding at most one row: a new row, or that row updated in place. */
export type CellSave = {
  month: string;
  address: GridCellAddress;
  day: number;
  /** The type a new row gets (from its category). */
  type: TransactionType;
  value: number;
  /** The final-amount answer: true COMPLETED, false pending; null keeps the row's status (new rows pending). */
  final: boolean | null;
  row: GridCellRow | null;
};

type RowValues = Pick<GridCellRow, 'amount' | 'actual_amount' | 'planned_amount' | 'execution_status'>;

/** What a grid change did, so Ctrl+Z or the toast's "Anulează" can take it back. */
export type UndoEntry =
  | { kind: 'created'; month: string; ids: string[] }
  | { kind: 'updated'; month: string; id: string; before: RowValues }
  | { kind: 'deleted'; month: string; snapshots: DeletedTransaction[] };

/** The stored columns of a grid save: the amount, and the status the final-amount answer gives. */
export function rowValues(value: number, final: boolean | null, row: GridCellRow | null): RowValues {
  const status: GridStatus = final === null ? (row?.execution_status === 'COMPLETED' ? 'COMPLETED' : null) : final ? 'COMPLETED' : null;
  return status === 'COMPLETED'
    ? { amount: value, actual_amount: value, planned_amount: row?.planned_amount ?? null, execution_status: 'COMPLETED' }
    : { amount: value, actual_amount: null, planned_amount: value, execution_status: null };
}

/** What a save does to its cell: the row's old part leaves, the new amount comes in with its status. */
export function saveChange(request: CellSave): CellChange {
  const values = rowValues(request.value, request.final, request.row);
  const row = request.row;
  return {
    ...request.address,
    type: row?.type ?? request.type,
    day: request.day,
    remove: row ? [{ status: row.execution_status, counted: row.counted_amount }] : [],
    add: [{ status: values.execution_status, counted: request.value }],
  };
}

const WRITE_INVALIDATES = [...TRANSACTION_WRITE_INVALIDATES, queryKeys.recurringRules.all];

/** A change taken back: what it added leaves, what it removed comes back. */
const inverse = (change: CellChange): CellChange => ({ ...change, remove: change.add, add: change.remove });

/**
 * The grid's writes, each through shared-domain's transaction functions and useBugetMutation (so
 * the header balance, /transactions and this grid agree). A cell's new figures are put in the
 * cached month at once; a save's answer (the row as stored, with what it counts) then replaces
 * that guess in the month, which is not fetched again (everything else the write touches is
 * invalidated); a failure takes the change back and fetches the month. Deletes and undo fetch
 * the month again. Every change is kept for undo.
 */
export function useGridWrites() {
  const queryClient = useQueryClient();
  const undoStack = useRef<UndoEntry[]>([]);
  // Writes sent whose answer is not yet in the grid (the toolbar shows 'Se salvează…').
  const [unanswered, setUnanswered] = useState(0);
  const settle = useCallback(() => setUnanswered((n) => Math.max(0, n - 1)), []);

  const patch = (month: string, change: CellChange) => {
    const key = queryKeys.transactions.month(month);
    const current = queryClient.getQueryData<MonthGrid>(key);
    if (current) queryClient.setQueryData<MonthGrid>(key, patchMonthGrid(current, change));
  };
  const optimistic = async (month: string, change: CellChange) => {
    const key = queryKeys.transactions.month(month);
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<MonthGrid>(key);
    if (previous) queryClient.setQueryData<MonthGrid>(key, patchMonthGrid(previous, change));
    return { month, previous };
  };
  const rollback = (context: { month: string; previous: MonthGrid | undefined } | undefined) => {
    if (context?.previous) queryClient.setQueryData(queryKeys.transactions.month(context.month), context.previous);
  };

  const save = useBugetMutation({
    mutationFn: async (request: CellSave): Promise<{ entry: UndoEntry; row: GridCellRow }> => {
      const values = rowValues(request.value, request.final, request.row);
      if (request.row) {
        const { id, amount, actual_amount, planned_amount, execution_status } = request.row;
        const row = await updateCellRow(id, values as TransactionUpdate);
        return { entry: { kind: 'updated', month: request.month, id, before: { amount, actual_amount, planned_amount, execution_status } }, row };
      }
      const row = await createCellRow({
        ...values,
        type: request.type,
        category: request.address.category,
        subcategory: request.address.subcategory,
        date: request.address.date,
      });
      return { entry: { kind: 'created', month: request.month, ids: [row.id] }, row };
    },
    onMutate: async (request) => {
      setUnanswered((n) => n + 1);
      const change = saveChange(request);
      const key = queryKeys.transactions.month(request.month);
      await queryClient.cancelQueries({ queryKey: key });
      patch(request.month, change);
      return change;
    },
    onSuccess: ({ entry, row }, request, change) => {
      undoStack.current.push(entry);
      // The stored row in place of the guess (the same figures unless the server counted otherwise).
      const guess = change.add[0];
      const stored = { status: row.execution_status, counted: row.counted_amount };
      if (guess && (guess.status !== stored.status || guess.counted !== stored.counted)) patch(request.month, { ...change, remove: [guess], add: [stored] });
      settle();
    },
    onError: (_error, request, change) => {
      if (change) patch(request.month, inverse(change));
      settle();
    },
    invalidates: WRITE_INVALIDATES,
    answered: (_answer, request) => [queryKeys.transactions.month(request.month)],
    errorMessage: gridWriteError(ERROR_MESSAGES.EROARE_SALVARE_TRANZACTIE),
  });

  const undo = useBugetMutation({
    mutationFn: async (entry: UndoEntry) => {
      if (entry.kind === 'updated') await updateTransaction({ id: entry.id, changes: entry.before as TransactionUpdate });
      else if (entry.kind === 'created') await deleteTransactions(entry.ids);
      else await restoreTransactions(entry.snapshots);
    },
    invalidates: WRITE_INVALIDATES,
    successMessage: GRID_WRITE_TEXTS.undone,
    errorMessage: gridWriteError(ERROR_MESSAGES.EROARE_SALVARE_TRANZACTIE),
  });

  const undoEntry = useCallback(
    (entry: UndoEntry) => {
      undoStack.current = undoStack.current.filter((e) => e !== entry);
      undo.mutate(entry);
    },
    [undo],
  );

  const remove = useBugetMutation({
    // All of the cell or nothing, in one server transaction.
    mutationFn: async ({ month, rows }: { month: string; address: GridCellAddress; day: number; rows: GridCellRow[] }): Promise<UndoEntry> => ({
      kind: 'deleted',
      month,
      snapshots: await deleteTransactions(rows.map((row) => row.id)),
    }),
    onMutate: async ({ month, address, day, rows }) => {
      // A cell's rows may be of more than one type: one change per type.
      let context: Awaited<ReturnType<typeof optimistic>> | undefined;
      for (const type of new Set(rows.map((r) => r.type))) {
        const parts = rows.filter((r) => r.type === type).map((r) => ({ status: r.execution_status, counted: r.counted_amount }));
        const step = await optimistic(month, { ...address, type, day, remove: parts, add: [] });
        context ??= step;
      }
      return context;
    },
    onSuccess: (entry, { rows }) => {
      undoStack.current.push(entry);
      toast.success(rows.length === 1 ? GRID_WRITE_TEXTS.deletedOne : GRID_WRITE_TEXTS.deletedMany(rows.length), {
        action: { label: GRID_WRITE_TEXTS.undo, handler: () => undoEntry(entry) },
      });
    },
    onError: (_error, _request, context) => rollback(context),
    invalidates: WRITE_INVALIDATES,
    errorMessage: gridWriteError(ERROR_MESSAGES.EROARE_STERGERE_TRANZACTIE),
  });

  /** Ctrl+Z: takes back the last grid change still on the stack. */
  const undoLast = useCallback(() => {
    const entry = undoStack.current.at(-1);
    if (!entry) {
      toast.info(GRID_WRITE_TEXTS.nothingToUndo);
      return;
    }
    undoEntry(entry);
  }, [undoEntry]);

  return { save, remove, undoLast, saving: unanswered > 0 };
}
