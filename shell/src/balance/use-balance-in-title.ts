import { useEffect } from 'react';
import { useAvailableBalance } from '@buget/shared-domain/balance';
import { formatWholeMoney } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { setTitlePrefix } from '../layout/document-title';
import { HIDDEN_AMOUNT, useBalanceHidden } from './balance-hidden';

/**
 * With the showBalanceInTitle setting on, the tab's title starts with the available balance; while
 * the header's eye hides the balance, the title shows the same dots, never the figure. Whole lei, as
 * the header's figure it repeats.
 */
export function useBalanceInTitle(): void {
  const show = useAppSettingsStore((state) => state.settings.showBalanceInTitle);
  const hidden = useBalanceHidden();
  const { data } = useAvailableBalance(show);
  // No figure while the starting balances are not set (the header says 'Sold nesetat').
  const amount = !show ? null : hidden ? HIDDEN_AMOUNT : data?.balancesSet ? formatWholeMoney(data.available, data.currency) : null;
  useEffect(() => {
    setTitlePrefix(amount);
    return () => setTitlePrefix(null);
  }, [amount]);
}
