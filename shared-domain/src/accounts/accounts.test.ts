import { describe, expect, it } from 'vitest';
import type { LocalAccount } from '@buget/shared-domain/schemas';
import { createDefaultAccounts } from './defaults';
import { toAccountRowInput } from './mapping';
import { isUuid, localAccountId } from './sync';

const UUID = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

describe('default accounts', () => {
  it('are Bancă, Cash and Investiții (not counted) at 0 with no balance start date, Bancă the default', () => {
    const accounts = createDefaultAccounts();
    expect(accounts.map((a) => [a.accountName, a.accountType, a.initialBalance, a.displayOrder, a.includedInTotal])).toEqual([
      ['Bancă', 'checking', 0, 1, true],
      ['Cash', 'cash', 0, 2, true],
      ['Investiții', 'investment', 0, 3, false],
    ]);
    expect(accounts.some((a) => a.balanceStartDate !== undefined)).toBe(false);
    expect(accounts.filter((a) => a.isDefault).map((a) => a.accountName)).toEqual(['Bancă']);
    expect(accounts.every((a) => a.accountId.startsWith('local-') && a.currency === 'RON')).toBe(true);
  });
});

describe('row sent to the server', () => {
  const account: LocalAccount = {
    accountId: UUID,
    accountName: ' ING ',
    initialBalance: 10,
    currency: 'RON',
    accountType: 'savings',
    isActive: true,
    displayOrder: 4,
    includedInTotal: true,
    iconName: 'piggy-bank',
    isDefault: true,
  };
  it('keeps a server UUID, trims the name and writes the type in upper case', () => {
    expect(toAccountRowInput(account)).toEqual({
      id: UUID,
      name: 'ING',
      account_type: 'SAVINGS',
      initial_balance: 10,
      included_in_total: true,
      display_order: 4,
      is_active: true,
      currency: 'RON',
    });
  });
  it('leaves out local ids so the server assigns one', () => {
    const input = toAccountRowInput(createDefaultAccounts()[0]!);
    expect('id' in input).toBe(false);
    expect(input.account_type).toBe('CHECKING');
  });
});

describe('account ids', () => {
  it('recognise UUIDs and make local ids', () => {
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid('local-x')).toBe(false);
    expect(localAccountId('abc')).toBe('local-abc');
  });
});
