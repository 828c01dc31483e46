import { hashKey, useMutation, useQueryClient, type InvalidateQueryFilters, type QueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { discardPrefetched } from '@buget/shared-domain/data';
import { ERROR_MESSAGES, errorHintOf } from '@buget/shared-domain/rules';
import { toast } from './toast-store';

type BugetMutationOptions<Data, Variables, Context> = UseMutationOptions<Data, Error, Variables, Context> & {
  /**
   * Query-key roots the write makes stale (from queryKeys), invalidated when it settles; or, for
   * a write whose reach depends on what it changes, a function of its variables naming them.
   */
  invalidates: readonly QueryKey[] | ((variables: Variables) => readonly QueryKey[]);
  /** Romanian success toast, if the write deserves one. */
  successMessage?: string | ((data: Data, variables: Variables) => string);
  /** Romanian error text shown instead of the classified one (spec point 8), or one per error. */
  errorMessage?: string | ((error: Error) => string);
  /**
   * Queries the write's own answer has brought up to date (set in onSuccess from the row the
   * server returned): after a success they are left out of the invalidation, so they are not
   * fetched again; after a failure they are invalidated with the rest.
   */
  answered?: (data: Data, variables: Variables) => readonly QueryKey[];
};

/**
 * Every write of the app: runs the mutation, toasts success or a classified error, and
 * invalidates the keys it changed — in whichever remote it runs, the shell's balance widget and
 * every list agree (ARCHITECTURE.md, 'One edit, end to end'). Written once, used by all.
 */
export function useBugetMutation<Data = unknown, Variables = void, Context = unknown>({
  invalidates,
  successMessage,
  errorMessage,
  onSuccess,
  onError,
  onSettled,
  answered,
  ...options
}: BugetMutationOptions<Data, Variables, Context>) {
  const queryClient = useQueryClient();
  const { mutationFn } = options;
  return useMutation<Data, Error, Variables, Context>({
    ...options,
    // After a write, no answer index.html asked for before it is used.
    mutationFn:
      mutationFn &&
      ((variables, context) => {
        discardPrefetched();
        return mutationFn(variables, context);
      }),
    onSuccess: async (data, variables, context, meta) => {
      if (successMessage) {
        toast.success(typeof successMessage === 'function' ? successMessage(data, variables) : successMessage);
      }
      await onSuccess?.(data, variables, context, meta);
    },
    onError: async (error, variables, context, meta) => {
      // Any write meets this one the same way, whichever screen made it.
      const duringRestore = errorHintOf(error) === 'RESTORE_RUNNING' ? ERROR_MESSAGES.RESTAURARE_IN_CURS : undefined;
      toast.error(error, duringRestore ?? (typeof errorMessage === 'function' ? errorMessage(error) : errorMessage));
      await onError?.(error, variables, context, meta);
    },
    onSettled: async (data, error, variables, context, meta) => {
      const fresh = new Set(answered && !error && data !== undefined ? answered(data, variables).map((key) => hashKey(key)) : []);
      const predicate = fresh.size > 0 ? (query: { queryHash: string }) => !fresh.has(query.queryHash) : undefined;
      const stale = typeof invalidates === 'function' ? invalidates(variables) : invalidates;
      await Promise.all(stale.map((queryKey) => invalidateAfterWrite(queryClient, { queryKey, ...(predicate ? { predicate } : {}) })));
      await onSettled?.(data, error, variables, context, meta);
    },
  });
}

/**
 * Marks queries stale after a write and fetches them again. A fetch already under way began
 * before the write, so it is cancelled first: React Query hands a query that has no data yet the
 * answer of the fetch under way instead of starting another (a list read while the page opened
 * then missed the row just written until its next refetch).
 */
export async function invalidateAfterWrite(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
