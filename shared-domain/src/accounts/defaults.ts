import { DEFAULT_ACCOUNT_BALANCES, DEFAULT_CURRENCY } from '@buget/shared-domain/constants';
import type { LocalAccount } from '@buget/shared-domain/schemas';
import { ACCOUNT_TYPE_ICONS } from './mapping';
import { localAccountId } from './sync';

/**
 * The three accounts of first use (spec point 3). Ids are local until the first sync; the
 * first account, Bancă, is the default. Their initial balance is DEFAULT_ACCOUNT_BALANCES (0) and
 * they have no balance start date: the user has not said what they hold yet (the first-run card
 * on /daily asks; until then get_available_balance answers balances_set false).
 */
export const createDefaultAccounts = (): LocalAccount[] => {
  const base = { currency: DEFAULT_CURRENCY, isActive: true } as const;
  return [
    {
      ...base,
      accountId: localAccountId('banca'),
      accountName: 'Bancă',
      accountType: 'checking',
      initialBalance: DEFAULT_ACCOUNT_BALANCES.checking,
      displayOrder: 1,
      includedInTotal: true,
      iconName: ACCOUNT_TYPE_ICONS.checking,
      isDefault: true,
    },
    {
      ...base,
      accountId: localAccountId('cash'),
      accountName: 'Cash',
      accountType: 'cash',
      initialBalance: DEFAULT_ACCOUNT_BALANCES.cash,
      displayOrder: 2,
      includedInTotal: true,
      iconName: ACCOUNT_TYPE_ICONS.cash,
      isDefault: false,
    },
    {
      ...base,
      accountId: localAccountId('investitii'),
      accountName: 'Investiții',
      accountType: 'investment',
      initialBalance: DEFAULT_ACCOUNT_BALANCES.investment,
      displayOrder: 3,
      includedInTotal: false,
      iconName: ACCOUNT_TYPE_ICONS.investment,
      isDefault: false,
    },
  ];
};
