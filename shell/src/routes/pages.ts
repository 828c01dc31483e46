import type { ComponentType } from 'react';
import type { PageIconName } from '@buget/shared-domain/rules';
import { IconDaily, IconGrid, IconOptions, IconProfile, IconReports, IconTransactions } from '@buget/shared-ui/components';

/** The icon of each name a config.json page may give (PAGE_ICON_NAMES): the fixed set the shell draws. */
export const PAGE_ICONS: Record<PageIconName, ComponentType> = {
  daily: IconDaily,
  transactions: IconTransactions,
  grid: IconGrid,
  reports: IconReports,
  options: IconOptions,
  profile: IconProfile,
};
