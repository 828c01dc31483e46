import { mergeWithDefaults } from '@buget/shared-domain/categories';
import { usePageRequestStore } from '@buget/shared-domain/stores';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

const list = vi.hoisted(() => ({ filters: [] as unknown[] }));

// Typed loosely on purpose: a type-level `import * as` would mark every export as used for knip.
vi.mock('@buget/shared-domain/transactions', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  const hook = () => ({ mutateAsync: vi.fn(), isPending: false });
  return {
    ...actual,
    useTransactionList: (filters: unknown) => {
      list.filters.push(filters);
      return { data: { rows: [], total: 0 }, isPending: false, isError: false, isFetching: false, isPlaceholderData: false, refetch: vi.fn() };
    },
    useCreateTransaction: hook,
    useCreateRecurringSeries: hook,
    useUpdateTransaction: hook,
    useUpdateSeries: hook,
    useDeleteTransaction: hook,
    useRestoreTransaction: hook,
    useTransactionAccounts: () => (actual['toTransactionAccounts'] as (rows: unknown[]) => unknown)([]),
  };
});
vi.mock('@buget/shared-domain/categories', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useCategories: () => ({ data: mergeWithDefaults(null) }) };
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App basePath="/transactions" navigate={vi.fn()} />
    </QueryClientProvider>,
  );

describe("the transactions page takes the command palette's requests (issue 28 point 7)", () => {
  beforeEach(() => {
    usePageRequestStore.setState({ request: null });
    list.filters = [];
    window.history.replaceState(null, '', '/transactions');
  });

  it('opens the form asked for before the page mounted', async () => {
    usePageRequestStore.getState().ask('/transactions', 'new-transaction');
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Adaugă tranzacție' });
    expect((within(dialog).getByLabelText('Tip') as HTMLSelectElement).value).toBe('EXPENSE');
    expect(usePageRequestStore.getState().request).toBeNull();
  });

  it('opens the form on a transfer when the page is already shown', async () => {
    renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => usePageRequestStore.getState().ask('/transactions', 'new-transfer'));
    const dialog = await screen.findByRole('dialog', { name: 'Adaugă tranzacție' });
    expect((within(dialog).getByLabelText('Tip') as HTMLSelectElement).value).toBe('TRANSFER');
  });

  it('reads the search from the link the shell opened while the page was shown', () => {
    renderPage();
    window.history.pushState(null, '', '/transactions?text=mega');
    act(() => usePageRequestStore.getState().ask('/transactions', 'follow-link'));
    expect(list.filters.at(-1)).toMatchObject({ search: 'mega', offset: 0 });
  });
});
