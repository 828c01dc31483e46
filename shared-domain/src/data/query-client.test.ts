import { describe, expect, it } from 'vitest';
import { QUERY_CACHE } from '@buget/shared-domain/constants';
import { queryClient } from './query-client';

describe('queryClient', () => {
  it('uses the general cache of spec point 7 by default', () => {
    expect(queryClient.getDefaultOptions().queries).toMatchObject({
      staleTime: QUERY_CACHE.general.staleTimeMs,
      gcTime: QUERY_CACHE.general.gcTimeMs,
      retry: QUERY_CACHE.general.retry,
      refetchOnWindowFocus: false,
    });
  });
});
