import { lazy, Suspense } from 'react';
import { useBalanceInit, useUserAccounts } from '@buget/shared-domain/accounts';
import { useAvailableBalance } from '@buget/shared-domain/balance';
import type { IsoDate } from '@buget/shared-domain/rules';
import { accountsToAnswer } from './first-run-form';

// The card and the account writes it needs come in their own chunk: only a new user sees it.
const FirstRunCard = lazy(() => import('./FirstRunCard'));

/**
 * The first-run card's place above the day: shown while the server says the starting balances
 * are not set (get_available_balance's balances_set), once the accounts of first use exist.
 */
export function FirstRun({ today }: { today: IsoDate }) {
  const init = useBalanceInit();
  const balance = useAvailableBalance(init.isSuccess);
  const accounts = useUserAccounts();
  if (!balance.data || balance.data.balancesSet || !accounts.data) return null;
  const asked = accountsToAnswer(accounts.data);
  if (asked.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {/* A new card when the accounts asked about change (one answered or dropped elsewhere). */}
      <FirstRunCard key={asked.map((a) => a.id).join()} accounts={accounts.data} today={today} />
    </Suspense>
  );
}
