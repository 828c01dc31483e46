import { describe, expect, it } from 'vitest';
import { accountRowSchema, localAccountSchema } from './account';
import { appSettingsSchema } from './settings';
import { categoryDataSchema } from './category';
import { isoDateSchema } from './common';
import { INITIAL_NAVIGATION_STATE, navigationStateSchema, navTabSchema } from './navigation';
import { transactionListQuerySchema, transactionSchema } from './transaction';

const transaction = {
  id: 't1',
  user_id: 'u1',
  type: 'EXPENSE',
  amount: 10,
  actual_amount: null,
  planned_amount: 10,
  execution_status: null,
  date: '2025-06-01',
  category: 'NUTRITIE',
  subcategory: null,
};

describe('schemas', () => {
  it('validate ISO dates', () => {
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2025-02-29').error?.issues[0]?.message).toBe('Invalid date value');
    expect(isoDateSchema.safeParse('1/2/2025').error?.issues[0]?.message).toBe('Invalid date format. Expected YYYY-MM-DD');
  });
  it('parse a stored transaction', () => {
    expect(transactionSchema.safeParse(transaction).success).toBe(true);
    expect(transactionSchema.safeParse({ ...transaction, type: 'GIFT' }).success).toBe(false);
    expect(transactionSchema.safeParse({ ...transaction, execution_status: 'PENDING' }).success).toBe(false);
  });
  it('default the account type to CHECKING and the local currency to RON', () => {
    const row = accountRowSchema.parse({
      id: 'a',
      user_id: 'u',
      name: 'Bancă',
      initial_balance: 0,
      included_in_total: true,
      display_order: 1,
      is_active: true,
    });
    expect(row.account_type).toBe('CHECKING');
    const local = localAccountSchema.parse({
      accountId: 'local-1',
      accountName: 'Cash',
      initialBalance: 0,
      accountType: 'cash',
      isActive: true,
      displayOrder: 1,
      includedInTotal: true,
      iconName: 'wallet',
    });
    expect([local.currency, local.isDefault]).toEqual(['RON', false]);
  });
  it('parse category data', () => {
    const data = { categories: [{ name: 'X', isCustom: true, subcategories: [{ name: 'y', isCustom: true }] }], version: 1 };
    expect(categoryDataSchema.safeParse(data).success).toBe(true);
    expect(categoryDataSchema.safeParse({ categories: [], version: -1 }).success).toBe(false);
  });
  it('check app settings enums and bounds', () => {
    const settings = {
      defaultCurrency: 'RON',
      dateFormat: 'YYYY-MM-DD',
      enableMultiAccount: false,
      enableNotifications: true,
      themeMode: 'system',
      autoSaveInterval: 30000,
      balanceStartDate: '2025-06-01',
      enableMonthlyTransfers: false,
      compactMode: false,
      showBalanceInTitle: false,
      confirmDeleteActions: true,
      confirmFinalAmount: true,
      toastPosition: 'bottom-center',
    };
    expect(appSettingsSchema.safeParse(settings).success).toBe(true);
    expect(appSettingsSchema.safeParse({ ...settings, autoSaveInterval: 300001 }).success).toBe(false);
  });
  it('parse a nav tab and the navigation state', () => {
    expect(navTabSchema.safeParse({ id: 'a', label: 'A', href: '/a', icon: 'x', testId: 'tab-a' }).success).toBe(true);
    expect(navigationStateSchema.safeParse(INITIAL_NAVIGATION_STATE).success).toBe(true);
    expect(INITIAL_NAVIGATION_STATE.maxOpenTabs).toBe(8);
    expect(INITIAL_NAVIGATION_STATE.breadcrumbMaxItems).toBe(5);
  });
  it('default the list query to 10 rows from 0 by date', () => {
    expect(transactionListQuerySchema.parse({})).toEqual({ limit: 10, offset: 0, sortBy: 'date', sortDirection: 'desc' });
    expect(transactionListQuerySchema.safeParse({ offset: -1 }).success).toBe(false);
  });
});
