import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSupabase, queryKeys, TRANSACTION_WRITE_INVALIDATES } from '@buget/shared-domain/data';
import { toast, useBugetMutation } from '@buget/shared-domain/stores';
import type { IsoDate } from '@buget/shared-domain/rules';
import {
  addSituationItem,
  createUnplannedItem,
  decodeDailySituation,
  editActual,
  markCompleted,
  postponeToTomorrow,
  removeSituationItem,
  revertToPlanned,
  updateSituationItem,
  type DailyItem,
  type DailySituation,
  type UnplannedDraft,
} from './daily-items';
import { toMonthKey } from './calendar';
import type { DailyMonth } from './plan-vs-actual';

/**
 * The daily page's data (issue 12): the day and the month from SQL over RPC
 * (supabase/schemas/09_daily.sql), and every item action as one write, applied to the cached day at once
 * (optimistic), rolled back with a toast on failure, undoable from its toast. Keys live under
 * transactions, so every write anywhere (grid, table, this page) refreshes the day and the month,
 * and this page's writes refresh the grid, the lists and the header balance.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The day for the caller; `today` (the user's calendar day) bounds the overdue list. */
export async function fetchDailySituation(day: IsoDate, today: IsoDate, signal?: AbortSignal): Promise<DailySituation> {
  let request = getSupabase().rpc('get_daily_situation', { day, today });
  if (signal) request = request.abortSignal(signal);
  const { data } = await request.throwOnError();
  const situation = decodeDailySituation(data);
  if (!situation) throw new Error('Răspuns neașteptat de la server pentru situația zilei');
  return situation;
}

/** The month's per-day counts and spending ('YYYY-MM'), for the calendar and the chart. */
export async function fetchDailyMonth(month: string, signal?: AbortSignal): Promise<DailyMonth> {
  let request = getSupabase().rpc('get_daily_month', { month });
  if (signal) request = request.abortSignal(signal);
  const { data } = await request.throwOnError();
  if (!isObject(data) || !Array.isArray(data.days)) throw new Error('Răspuns neașteptat de la server pentru luna aleasă');
  return data as unknown as DailyMonth;
}

export const dailySituationQueryOptions = (day: IsoDate, today: IsoDate) =>
  queryOptions({ queryKey: queryKeys.transactions.day(day, today), queryFn: ({ signal }) => fetchDailySituation(day, today, signal) });

export const dailyMonthQueryOptions = (month: string) =>
  queryOptions({ queryKey: queryKeys.transactions.dailyMonth(month), queryFn: ({ signal }) => fetchDailyMonth(month, signal) });

/**
 * The day and its month put in the cache before the page's first render, waiting at most
 * `maxWaitMs`: an answer already at hand (index.html's early requests, or the cache) lets the
 * page draw the day in its first render instead of its loader first; a slower one is left to the
 * page's own queries (and its loader). Cached answers are used as they are (the page's queries
 * revalidate them); a failure is left to the page too.
 */
export async function loadDailyPage(client: QueryClient, day: IsoDate, today: IsoDate, maxWaitMs: number): Promise<void> {
  const loads = Promise.allSettled([client.ensureQueryData(dailySituationQueryOptions(day, today)), client.ensureQueryData(dailyMonthQueryOptions(toMonthKey(day)))]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  await Promise.race([loads, timeout]);
  clearTimeout(timer);
}

export const useDailySituation = (day: IsoDate, today: IsoDate) => useQuery(dailySituationQueryOptions(day, today));
export const useDailyMonth = (month: string) => useQuery(dailyMonthQueryOptions(month));

/** What the user does to an item; `restore` and `remove` are the undos. */
export type DailyAction =
  | { kind: 'complete'; item: DailyItem }
  | { kind: 'edit'; item: DailyItem; actual: number }
  | { kind: 'postpone'; item: DailyItem }
  | { kind: 'revert'; item: DailyItem }
  /** Puts `to`'s state back on the item (`item` is its state now). */
  | { kind: 'restore'; item: DailyItem; to: DailyItem }
  | { kind: 'add'; draft: UnplannedDraft; tempId: string }
  | { kind: 'remove'; item: DailyItem };

/** The action applied to the cached day, before the server answers. */
export const applyDailyAction = (situation: DailySituation, action: DailyAction): DailySituation => {
  switch (action.kind) {
    case 'complete':
      return updateSituationItem(situation, action.item.id, markCompleted);
    case 'edit':
      return updateSituationItem(situation, action.item.id, (item) => editActual(item, action.actual));
    case 'postpone':
      return updateSituationItem(situation, action.item.id, postponeToTomorrow);
    case 'revert':
      return updateSituationItem(situation, action.item.id, revertToPlanned);
    case 'restore':
      return updateSituationItem(situation, action.item.id, () => action.to);
    case 'add':
      return action.draft.date === situation.date ? addSituationItem(situation, createUnplannedItem(action.tempId, action.draft)) : situation;
    case 'remove':
      return removeSituationItem(situation, action.item.id);
  }
};

/** The undo of an action that succeeded (`id`: the new row of an add); none for an undo itself. */
export const undoOf = (action: DailyAction, id: string | null): DailyAction | null => {
  switch (action.kind) {
    case 'complete':
    case 'edit':
    case 'postpone':
    case 'revert': {
      const after = applyDailyAction({ date: action.item.date, opening_balance: 0, closing_balance: 0, items: [action.item], overdue: [], overdue_count: 0 }, action).items[0];
      return after ? { kind: 'restore', item: after, to: action.item } : null;
    }
    case 'add':
      return id ? { kind: 'remove', item: createUnplannedItem(id, action.draft) } : null;
    default:
      return null;
  }
};

type StateChange = { execution_status?: 'COMPLETED' | 'MODIFIED' | null; actual_amount?: number | null; amount?: number };

/** One guarded update: a planned item that is not postponed, or an unplanned one; else "not found". */
async function updateItem(item: DailyItem, change: StateChange): Promise<void> {
  let request = getSupabase().from('transactions').update(change).eq('id', item.id).eq('unplanned', item.unplanned);
  if (!item.unplanned) request = request.or('execution_status.is.null,execution_status.neq.SKIPPED');
  const { data } = await request.select('id').throwOnError();
  if (data.length !== 1) throw Object.assign(new Error('Elementul nu mai există sau a fost amânat între timp.'), { code: 'PT404' });
}

const rpcOnItem = async (fn: 'postpone_transaction' | 'revert_to_planned', item: DailyItem): Promise<void> => {
  await getSupabase().rpc(fn, { transaction_id: item.id }).throwOnError();
};

/** The action on the server: one call each (a restore of a postponed item may take two). */
export async function runDailyAction(action: DailyAction): Promise<string | null> {
  switch (action.kind) {
    case 'complete':
      await updateItem(action.item, { execution_status: 'COMPLETED', actual_amount: action.item.amount });
      return null;
    case 'edit':
      await updateItem(action.item, action.item.unplanned ? { amount: action.actual } : { execution_status: 'MODIFIED', actual_amount: action.actual });
      return null;
    case 'postpone':
      await rpcOnItem('postpone_transaction', action.item);
      return null;
    case 'revert':
      await rpcOnItem('revert_to_planned', action.item);
      return null;
    case 'restore': {
      const { item, to } = action;
      if (to.unplanned) {
        await updateItem(item, { amount: to.amount });
      } else if (to.status === 'SKIPPED') {
        if (item.status !== null) await rpcOnItem('revert_to_planned', item);
        await rpcOnItem('postpone_transaction', { ...item, status: null });
      } else {
        if (item.status === 'SKIPPED') await rpcOnItem('revert_to_planned', item);
        if (to.status !== null || item.status !== 'SKIPPED') {
          await updateItem({ ...item, status: null }, { execution_status: to.status, actual_amount: to.status === null ? null : to.actual });
        }
      }
      return null;
    }
    case 'add': {
      const { draft } = action;
      const { data } = await getSupabase()
        .rpc('add_unplanned_transaction', {
          day: draft.date,
          type: draft.type,
          amount: draft.amount,
          category: draft.category,
          ...(draft.subcategory ? { subcategory: draft.subcategory } : {}),
          ...(draft.description ? { description: draft.description } : {}),
          ...(draft.accountId ? { account_id: draft.accountId } : {}),
        })
        .throwOnError();
      return data;
    }
    case 'remove':
      await getSupabase().rpc('delete_transaction', { transaction_id: action.item.id }).throwOnError();
      return null;
  }
}

export const DAILY_ACTION_MESSAGES = {
  complete: 'Marcat ca realizat.',
  edit: 'Suma reală a fost salvată.',
  postpone: 'Amânat pe mâine.',
  revert: 'Revenit la planificat.',
  add: 'Adăugat ca neplanificat.',
  undone: 'Acțiunea a fost anulată.',
  undo: 'Anulează',
  failed: 'Acțiunea nu a putut fi salvată. Am revenit la starea de dinainte.',
} as const;

/** The server's refusals (hints in supabase/schemas/09_daily.sql), in Romanian. */
export const DAILY_REFUSALS: Record<string, string> = {
  NOT_PENDING: 'Doar un element în așteptare poate fi amânat.',
  POSTPONED_COPY_SETTLED: 'Copia de mâine a fost deja realizată, așa că amânarea nu mai poate fi anulată.',
  UNPLANNED: 'Un element neplanificat nu are un plan la care să revină.',
  UNKNOWN_CATEGORY: 'Categoria sau subcategoria nu există în lista ta.',
  FUTURE_DATE: 'Un element neplanificat nu poate fi adăugat într-o zi din viitor.',
};

export const dailyErrorMessage = (error: Error): string => {
  const hint = (error as Error & { hint?: unknown }).hint;
  return (typeof hint === 'string' && DAILY_REFUSALS[hint]) || DAILY_ACTION_MESSAGES.failed;
};

let tempIds = 0;
/** A temporary id for an unplanned item shown before the server has given it one. */
export const nextTempId = (): string => `temp-${(tempIds += 1)}`;

/**
 * Every item action of the daily page (and its undo): the cached day changes at once, the
 * write goes to the server, a failure puts the day back and toasts why, a success toasts with
 * 'Anulează'; then the day, the month, the grid, the lists and the header balance refresh.
 */
export function useDailyAction(day: IsoDate, today: IsoDate) {
  const queryClient = useQueryClient();
  const key = queryKeys.transactions.day(day, today);
  const mutation = useBugetMutation<string | null, DailyAction, { previous: DailySituation | undefined }>({
    mutationFn: runDailyAction,
    invalidates: TRANSACTION_WRITE_INVALIDATES,
    errorMessage: dailyErrorMessage,
    onMutate: async (action) => {
      // A fetch of the day under way would overwrite the change (and cancelling it later would
      // put its starting state back), so it is cancelled first; that takes a microtask or two.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DailySituation>(key);
      if (previous) queryClient.setQueryData<DailySituation>(key, applyDailyAction(previous, action));
      return { previous };
    },
    onError: (_error, _action, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (id, action) => {
      if (action.kind === 'add' && id) {
        queryClient.setQueryData<DailySituation>(key, (current) =>
          current ? updateSituationItem(current, action.tempId, (item) => ({ ...item, id })) : current,
        );
      }
      if (action.kind === 'restore' || action.kind === 'remove') {
        toast.info(DAILY_ACTION_MESSAGES.undone);
        return;
      }
      const undo = undoOf(action, id);
      toast.success(DAILY_ACTION_MESSAGES[action.kind], {
        action: undo ? { label: DAILY_ACTION_MESSAGES.undo, handler: () => mutation.mutate(undo) } : undefined,
      });
    },
  });
  return mutation;
}
