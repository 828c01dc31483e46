import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE } from '@buget/shared-domain/constants';

/** The one QueryClient: the shell and every parcel wrap themselves in a provider of it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: QUERY_CACHE.general.staleTimeMs,
      gcTime: QUERY_CACHE.general.gcTimeMs,
      retry: QUERY_CACHE.general.retry,
      refetchOnWindowFocus: QUERY_CACHE.general.refetchOnWindowFocus,
    },
  },
});
