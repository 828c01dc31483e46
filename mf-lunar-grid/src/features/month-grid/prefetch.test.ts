import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@buget/shared-domain/data';
import { prefetchGrid } from './prefetch';

const asked = vi.hoisted(() => ({ months: [] as string[], categories: 0 }));

vi.mock('@buget/shared-domain/planning', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  monthGridQueryOptions: (month: string) => ({ queryKey: ['transactions', 'month', month], queryFn: async () => (asked.months.push(month), { month }) }),
}));
vi.mock('@buget/shared-domain/categories', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  categoriesQueryOptions: () => ({ queryKey: ['custom-categories'], queryFn: async () => (asked.categories += 1, null) }),
}));

describe('the grid prefetch', () => {
  beforeEach(() => {
    asked.months = [];
    asked.categories = 0;
  });

  it('asks for the catalogue at once and for the month only once the accounts are in the cache', async () => {
    const client = new QueryClient();
    prefetchGrid(client, '2026-11');
    await vi.waitFor(() => expect(asked.categories).toBe(1));
    expect(asked.months).toEqual([]);
    client.setQueryData(queryKeys.accounts.all, [{ id: 'a' }]);
    await vi.waitFor(() => expect(asked.months).toEqual(['2026-11']));
    // Later cache events ask nothing more, and the grid's own query finds the month there.
    client.setQueryData(queryKeys.accounts.all, [{ id: 'a' }, { id: 'b' }]);
    expect(asked.months).toEqual(['2026-11']);
    await vi.waitFor(() => expect(client.getQueryData(['transactions', 'month', '2026-11'])).toEqual({ month: '2026-11' }));
  });

  it('asks for the month at once when the balance initialisation is already over', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.balanceInit, []);
    prefetchGrid(client, '2026-12');
    await vi.waitFor(() => expect(asked.months).toEqual(['2026-12']));
  });
});
