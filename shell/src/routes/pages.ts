import type { ComponentType } from 'react';
import type { AppPageId } from '@buget/shared-domain/rules';
import { IconDaily, IconGrid, IconOptions, IconProfile, IconTransactions } from '@buget/shared-ui/components';

/**
 * What the shell adds to shared-domain's pages (APP_PAGES: paths, labels, descriptions, mobile
 * and bare rules): the remote that renders each page and its navigation icon.
 */

/** Federation name of each page's remote (a key of config.json `remotes`). */
export const PAGE_REMOTES: Record<AppPageId, string> = {
  daily: 'mf_daily',
  transactions: 'mf_transactions',
  'lunar-grid': 'mf_lunar_grid',
  options: 'mf_options',
  profile: 'mf_profile',
};

export const PAGE_ICONS: Record<AppPageId, ComponentType> = {
  daily: IconDaily,
  transactions: IconTransactions,
  'lunar-grid': IconGrid,
  options: IconOptions,
  profile: IconProfile,
};
