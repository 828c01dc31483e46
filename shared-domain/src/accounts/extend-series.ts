import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '@buget/shared-domain/auth';
import { TRANSACTION_WRITE_INVALIDATES, getSupabase } from '@buget/shared-domain/data';
import { toLocalIsoDate } from '@buget/shared-domain/rules';

/** How long after the frame shows the series are extended: off the first screen's path. */
const EXTEND_DELAY_MS = 2000;

/** Users whose series this page load has extended (once each). */
const extended = new Set<string>();

/**
 * The occurrences the caller's active recurring series (monthly automatic transfers included) lack
 * up to today + each one's look-ahead, written by the server (extend_recurring_series); how many.
 */
export async function extendSeries(today = toLocalIsoDate(new Date())): Promise<number> {
  const { data } = await getSupabase().rpc('extend_recurring_series', { today }).throwOnError();
  return data;
}

/**
 * Recurring series go on by themselves (issue 26 point 5): once per page load and user, a little
 * after the frame shows, the server extends them; what it wrote refreshes every view of the
 * transactions and the balances. A failure is tried again at the next load.
 */
export function useSeriesExtension(): void {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id);
  useEffect(() => {
    if (!userId || extended.has(userId)) return undefined;
    const timer = setTimeout(() => {
      extended.add(userId);
      extendSeries()
        .then((written) => {
          if (written > 0) for (const queryKey of TRANSACTION_WRITE_INVALIDATES) void queryClient.invalidateQueries({ queryKey });
        })
        .catch(() => extended.delete(userId));
    }, EXTEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, queryClient]);
}
