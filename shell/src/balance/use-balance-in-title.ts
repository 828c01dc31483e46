import { useEffect } from 'react';
import { useAvailableBalance } from '@buget/shared-domain/balance';
import { formatMoney } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { setTitlePrefix } from '../layout/document-title';

/** With the showBalanceInTitle setting on, the tab's title starts with the available balance. */
export function useBalanceInTitle(): void {
  const show = useAppSettingsStore((state) => state.settings.showBalanceInTitle);
  const { data } = useAvailableBalance(show);
  const amount = show && data ? formatMoney(data.available) : null;
  useEffect(() => {
    setTitlePrefix(amount);
    return () => setTitlePrefix(null);
  }, [amount]);
}
