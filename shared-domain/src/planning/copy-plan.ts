import { countRo } from '@buget/shared-domain/rules';
import { toast, useBugetMutation } from '@buget/shared-domain/stores';
import { getSupabase, TRANSACTION_WRITE_INVALIDATES } from '@buget/shared-domain/data';
import { formatMonthKey, shiftMonthKey } from './calendar';

/** What one copy did: the batch its undo deletes, and how many rows it wrote. */
export type PlanCopy = { batch_id: string; copied: number };

export const PLAN_COPY_MESSAGES = {
  nothing: 'Nu este nimic de copiat: planul lunii trecute este deja copiat sau nu are tranzacții neîncheiate.',
  copied: (copied: number, month: string) =>
    `${countRo(copied, 'tranzacție planificată copiată', 'tranzacții planificate copiate')} din ${formatMonthKey(shiftMonthKey(month, -1)).toLocaleLowerCase('ro-RO')}.`,
  undone: 'Copierea planului a fost anulată.',
  failed: 'Planul lunii trecute nu a putut fi copiat.',
  undoFailed: 'Copierea planului nu a putut fi anulată.',
  undo: 'Anulează',
} as const;

/**
 * "Copiază planul lunii trecute" (issue 11 point 7): one call, copy_previous_month_plan, copies the
 * previous month's pending rows that are not recurring occurrences into `month` ('YYYY-MM'), each
 * at most once while its copy exists (supabase/schemas/10_grid.sql).
 */
async function copyPreviousMonthPlan(month: string): Promise<PlanCopy> {
  const { data } = await getSupabase().rpc('copy_previous_month_plan', { month }).single().throwOnError();
  return data;
}

/** The undo: one delete of the caller's rows of that copy (row-level security keeps it theirs). */
async function deletePlanCopy(batchId: string): Promise<void> {
  await getSupabase().from('transactions').delete().eq('copy_batch_id', batchId).throwOnError();
}

export const useUndoPlanCopy = () =>
  useBugetMutation({
    mutationFn: deletePlanCopy,
    invalidates: TRANSACTION_WRITE_INVALIDATES,
    successMessage: PLAN_COPY_MESSAGES.undone,
    errorMessage: PLAN_COPY_MESSAGES.undoFailed,
  });

/**
 * The copy with its toast: how many rows came over and "Anulează", which removes exactly that
 * batch; a copy that finds nothing new says so. The grid (its key is under transactions), the
 * lists and the balance refresh.
 */
export const useCopyPreviousMonthPlan = () => {
  const undo = useUndoPlanCopy();
  return useBugetMutation({
    mutationFn: copyPreviousMonthPlan,
    invalidates: TRANSACTION_WRITE_INVALIDATES,
    errorMessage: PLAN_COPY_MESSAGES.failed,
    onSuccess: ({ batch_id: batchId, copied }, month) => {
      if (copied === 0) {
        toast.info(PLAN_COPY_MESSAGES.nothing);
        return;
      }
      toast.success(PLAN_COPY_MESSAGES.copied(copied, month), {
        action: { label: PLAN_COPY_MESSAGES.undo, handler: () => undo.mutate(batchId) },
      });
    },
  });
};
