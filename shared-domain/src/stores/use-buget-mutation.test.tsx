// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@buget/shared-domain/data';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { useToastStore } from './toast-store';
import { useBugetMutation } from './use-buget-mutation';

function setup() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.availableBalance, 100);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('useBugetMutation', () => {
  beforeEach(() => useToastStore.getState().clear());

  it('toasts success and invalidates the keys it names', async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(
      () => useBugetMutation({ mutationFn: async (n: number) => n * 2, invalidates: [queryKeys.availableBalance], successMessage: 'Salvat' }),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync(21);
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'success', message: 'Salvat' });
    expect(client.getQueryState(queryKeys.availableBalance)?.isInvalidated).toBe(true);
  });

  it('invalidates what a function of the variables names, for those variables only', async () => {
    const { client, wrapper } = setup();
    client.setQueryData(queryKeys.transactions.month('2026-05'), { figures: 1 });
    const { result } = renderHook(
      () =>
        useBugetMutation({
          mutationFn: async (patch: { wide: boolean }) => patch,
          invalidates: (patch) => (patch.wide ? [queryKeys.transactions.all, queryKeys.availableBalance] : []),
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync({ wide: false });
    });
    expect(client.getQueryState(queryKeys.availableBalance)?.isInvalidated).toBe(false);
    expect(client.getQueryState(queryKeys.transactions.month('2026-05'))?.isInvalidated).toBe(false);
    await act(async () => {
      await result.current.mutateAsync({ wide: true });
    });
    expect(client.getQueryState(queryKeys.availableBalance)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.transactions.month('2026-05'))?.isInvalidated).toBe(true);
  });

  it('toasts the Romanian error text on failure and still invalidates', async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(
      () =>
        useBugetMutation({
          mutationFn: async () => {
            throw new Error('new row violates row-level security policy');
          },
          invalidates: [queryKeys.availableBalance],
          errorMessage: 'Acces interzis (RLS).',
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(useToastStore.getState().toasts[0]?.message).toContain('Acces interzis (RLS).');
    expect(client.getQueryState(queryKeys.availableBalance)?.isInvalidated).toBe(true);
  });

  it("a write refused while the user's restore is under way says so, whatever the screen's own text", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () =>
        useBugetMutation({
          mutationFn: async () => {
            throw Object.assign(new Error("a restore of this user's backup is under way"), { code: 'PT409', hint: 'RESTORE_RUNNING' });
          },
          invalidates: [],
          errorMessage: 'Eroare la salvarea tranzacției.',
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(useToastStore.getState().toasts[0]?.message).toBe(ERROR_MESSAGES.RESTAURARE_IN_CURS);
  });

  it("leaves out of the invalidation the queries a success's answer brought up to date, not after a failure", async () => {
    const { client, wrapper } = setup();
    const month = queryKeys.transactions.month('2026-05');
    const other = queryKeys.transactions.month('2026-06');
    const run = async (fail: boolean) => {
      client.setQueryData(month, { figures: 1 });
      client.setQueryData(other, { figures: 2 });
      const { result } = renderHook(
        () =>
          useBugetMutation({
            mutationFn: async () => {
              if (fail) throw new Error('refuzat');
              return 'rând';
            },
            invalidates: [queryKeys.transactions.all, queryKeys.availableBalance],
            answered: () => [month],
          }),
        { wrapper },
      );
      await act(async () => {
        await result.current.mutateAsync().catch(() => undefined);
      });
    };
    await run(false);
    expect(client.getQueryState(month)?.isInvalidated).toBe(false);
    expect(client.getQueryState(other)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.availableBalance)?.isInvalidated).toBe(true);
    await run(true);
    expect(client.getQueryState(month)?.isInvalidated).toBe(true);
  });
});
