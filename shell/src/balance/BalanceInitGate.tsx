import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessageOf, initialiseBalances, useAuthStore } from '@buget/shared-domain';
import { Button, Spinner } from '@buget/shared-ui';

export const BALANCE_INIT_TEXTS = { running: 'Inițializare calculatoare balance...', retry: 'Reîncearcă' } as const;

/** Users whose balance has been initialised in this page load. */
const initialised = new Set<string>();

/**
 * After sign-in, once per user and page load, shared-domain's initialiseBalances: the user's
 * accounts (the three defaults on first use), then after 100 ms the daily balances and the
 * available balance into the cache. The spinner says so; a failure shows as 'Eroare: …'
 * (spec points 2 and 4).
 */
export function BalanceInitGate({ children }: { children: ReactNode }) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ status: 'running' | 'done' | 'error'; message?: string; attempt: number }>(() => ({
    status: userId && initialised.has(userId) ? 'done' : 'running',
    attempt: 0,
  }));
  useEffect(() => {
    if (!userId || initialised.has(userId)) {
      setState((current) => (current.status === 'done' ? current : { ...current, status: 'done' }));
      return undefined;
    }
    let cancelled = false;
    setState((current) => ({ ...current, status: 'running' }));
    initialiseBalances(queryClient)
      .then(() => {
        initialised.add(userId);
        if (!cancelled) setState((current) => ({ ...current, status: 'done' }));
      })
      .catch((error: unknown) => {
        if (!cancelled) setState((current) => ({ ...current, status: 'error', message: errorMessageOf(error) }));
      });
    return () => {
      cancelled = true;
    };
  }, [userId, queryClient, state.attempt]);

  if (state.status === 'done') return <>{children}</>;
  if (state.status === 'error') {
    return (
      <div className="auth-loading">
        <div className="balance-init-error" role="alert">
          <p>Eroare: {state.message}</p>
          <Button onClick={() => setState((current) => ({ status: 'running', attempt: current.attempt + 1 }))}>
            {BALANCE_INIT_TEXTS.retry}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="auth-loading">
      <Spinner size="lg" label={BALANCE_INIT_TEXTS.running} showLabel />
    </div>
  );
}
