import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { toast } from '@buget/shared-domain/stores';

type BugetMutationOptions<Data, Variables, Context> = UseMutationOptions<Data, Error, Variables, Context> & {
  /** Query-key roots the write makes stale (from queryKeys), invalidated when it settles. */
  invalidates: readonly QueryKey[];
  /** Romanian success toast, if the write deserves one. */
  successMessage?: string | ((data: Data, variables: Variables) => string);
  /** Romanian error text shown instead of the classified one (spec point 8), or one per error. */
  errorMessage?: string | ((error: Error) => string);
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
  ...options
}: BugetMutationOptions<Data, Variables, Context>) {
  const queryClient = useQueryClient();
  return useMutation<Data, Error, Variables, Context>({
    ...options,
    onSuccess: async (data, variables, context, meta) => {
      if (successMessage) {
        toast.success(typeof successMessage === 'function' ? successMessage(data, variables) : successMessage);
      }
      await onSuccess?.(data, variables, context, meta);
    },
    onError: async (error, variables, context, meta) => {
      toast.error(error, typeof errorMessage === 'function' ? errorMessage(error) : errorMessage);
      await onError?.(error, variables, context, meta);
    },
    onSettled: async (data, error, variables, context, meta) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSettled?.(data, error, variables, context, meta);
    },
  });
}
