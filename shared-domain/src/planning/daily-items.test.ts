import { describe, expect, it } from 'vitest';
import {
  canComplete,
  canEditActual,
  canPostpone,
  canRevert,
  createUnplannedItem,
  dailyStatus,
  decodeDailySituation,
  editActual,
  markCompleted,
  postponeToTomorrow,
  revertToPlanned,
  updateSituationItem,
  validateActualAmount,
  type DailyItem,
  type DailySituation,
} from './daily-items';
import { GRID_VALUE_MESSAGES as M } from '@buget/shared-domain/rules';

const item: DailyItem = {
  id: 't', date: '2025-06-30', type: 'EXPENSE', category: 'NUTRITIE', subcategory: 'Cafenele', description: null,
  amount: 50, actual: null, status: null, unplanned: false, recurring: false, postponed_from_id: null, postponed_to: null, currency: 'RON', reconciled: false,
};

describe('daily items', () => {
  it('read their daily status from the stored status and the unplanned mark', () => {
    expect(dailyStatus(item)).toBe('pending');
    expect(dailyStatus({ ...item, status: 'COMPLETED' })).toBe('completed');
    expect(dailyStatus({ ...item, status: 'MODIFIED' })).toBe('modified');
    expect(dailyStatus({ ...item, status: 'SKIPPED' })).toBe('skipped');
    expect(dailyStatus({ ...item, status: 'COMPLETED', unplanned: true })).toBe('unplanned');
  });
  it('mark completed at the planned amount, even after a different actual', () => {
    expect(markCompleted(item)).toEqual({ ...item, status: 'COMPLETED', actual: 50 });
    expect(markCompleted({ ...item, status: 'MODIFIED', actual: 40 })).toEqual({ ...item, status: 'COMPLETED', actual: 50 });
  });
  it('become modified with the actual amount, keeping the plan; an unplanned item changes its amount', () => {
    expect(editActual(item, 65)).toEqual({ ...item, status: 'MODIFIED', actual: 65 });
    const spontaneous = createUnplannedItem('u', { date: '2025-06-30', type: 'INCOME', amount: 12, category: 'VENITURI', subcategory: 'Cadouri', description: 'plic', accountId: null });
    expect(editActual(spontaneous, 15)).toMatchObject({ status: 'COMPLETED', amount: 15, actual: 15, unplanned: true });
  });
  it('postpone: the day keeps the row as skipped, its copy lives tomorrow', () => {
    expect(postponeToTomorrow(item)).toEqual({ ...item, status: 'SKIPPED', postponed_to: '2025-07-01' });
    expect(postponeToTomorrow({ ...item, date: '2024-12-31' }).postponed_to).toBe('2025-01-01');
  });
  it('go back to the plan from any state', () => {
    expect(revertToPlanned({ ...item, status: 'SKIPPED', postponed_to: '2025-07-01' })).toEqual(item);
    expect(revertToPlanned({ ...item, status: 'MODIFIED', actual: 3 })).toEqual(item);
  });
  it('create spontaneous items completed and unplanned, of any type', () => {
    expect(createUnplannedItem('u', { date: '2025-06-30', type: 'INCOME', amount: 12, category: 'VENITURI', subcategory: null, description: null, accountId: null })).toMatchObject({
      type: 'INCOME', status: 'COMPLETED', unplanned: true, amount: 12, actual: 12,
    });
  });
  it('offer only the actions that fit the state', () => {
    const unplanned = { ...item, status: 'COMPLETED' as const, unplanned: true };
    const today = item.date;
    expect([canComplete(item, today), canPostpone(item), canRevert(item), canEditActual(item, today)]).toEqual([true, true, false, true]);
    const skipped = { ...item, status: 'SKIPPED' as const };
    expect([canComplete(skipped, today), canPostpone(skipped), canRevert(skipped), canEditActual(skipped, today)]).toEqual([false, false, true, false]);
    expect([canComplete(unplanned, today), canPostpone(unplanned), canRevert(unplanned), canEditActual(unplanned, today)]).toEqual([false, false, false, true]);
    // An item of a day after today can be postponed but not done yet.
    const future = { ...item, date: '2099-01-01' };
    expect([canComplete(future, today), canPostpone(future), canEditActual(future, today)]).toEqual([false, true, false]);
  });
  it('change an item wherever it shows, the day and the overdue list', () => {
    const day: DailySituation = { date: '2025-06-30', opening_balance: 0, closing_balance: 0, items: [item], overdue: [{ ...item, id: 'o' }], overdue_count: 1 };
    const changed = updateSituationItem(updateSituationItem(day, 't', markCompleted), 'o', markCompleted);
    expect([changed.items[0]?.status, changed.overdue[0]?.status]).toEqual(['COMPLETED', 'COMPLETED']);
  });
  it('read an actual amount as the unplanned one, except that 0 is allowed', () => {
    expect(validateActualAmount('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(validateActualAmount('0')).toEqual({ ok: true, value: 0 });
    expect(validateActualAmount('abc')).toEqual({ ok: false, error: M.invalidNumber });
    expect(validateActualAmount('-3')).toEqual({ ok: false, error: M.negative });
    expect(validateActualAmount('1000000.5')).toEqual({ ok: false, error: M.max });
    expect(validateActualAmount('1.2345')).toEqual({ ok: false, error: M.precision });
  });
});

describe('decodeDailySituation', () => {
  const row = ['t', '2025-06-30', 'EXPENSE', 'NUTRITIE', 'Cafenele', null, 50, null, null, false, false, null, null, 'RON', false];

  it('turns the server\'s item arrays into items, field by field in their order', () => {
    const skipped = ['s', '2025-06-30', 'INCOME', 'VENITURI', null, 'bonus', 12.5, null, 'SKIPPED', false, true, 'p', '2025-07-01', 'EUR', true];
    const done = ['u', '2025-06-30', 'SAVING', 'ECONOMII', 'Fond general', 'pușculiță', 20, 18.25, 'MODIFIED', false, false, null, null, 'RON', false];
    const overdue = ['o', '2025-06-02', 'EXPENSE', 'TRANSPORT', 'Combustibil', null, 300, null, null, false, false, null, null, 'RON', false];
    expect(
      decodeDailySituation({ date: '2025-06-30', opening_balance: 1000.5, closing_balance: 950.5, items: [row, skipped, done], overdue: [overdue], overdue_count: 7 }),
    ).toEqual({
      date: '2025-06-30',
      opening_balance: 1000.5,
      closing_balance: 950.5,
      items: [
        item,
        { id: 's', date: '2025-06-30', type: 'INCOME', category: 'VENITURI', subcategory: null, description: 'bonus', amount: 12.5, actual: null, status: 'SKIPPED', unplanned: false, recurring: true, postponed_from_id: 'p', postponed_to: '2025-07-01', currency: 'EUR', reconciled: true },
        { id: 'u', date: '2025-06-30', type: 'SAVING', category: 'ECONOMII', subcategory: 'Fond general', description: 'pușculiță', amount: 20, actual: 18.25, status: 'MODIFIED', unplanned: false, recurring: false, postponed_from_id: null, postponed_to: null, currency: 'RON', reconciled: false },
      ],
      overdue: [{ id: 'o', date: '2025-06-02', type: 'EXPENSE', category: 'TRANSPORT', subcategory: 'Combustibil', description: null, amount: 300, actual: null, status: null, unplanned: false, recurring: false, postponed_from_id: null, postponed_to: null, currency: 'RON', reconciled: false }],
      overdue_count: 7,
    });
  });

  it('refuses what is not the day document: no lists, or items that are objects or arrays of another length', () => {
    const day = { date: '2025-06-30', opening_balance: 0, closing_balance: 0, overdue_count: 0 };
    expect(decodeDailySituation(null)).toBeNull();
    expect(decodeDailySituation({ ...day, items: [row] })).toBeNull();
    expect(decodeDailySituation({ ...day, items: [item], overdue: [] })).toBeNull();
    expect(decodeDailySituation({ ...day, items: [row.slice(0, 13)], overdue: [] })).toBeNull();
    expect(decodeDailySituation({ ...day, items: [], overdue: [[...row, 'extra']] })).toBeNull();
    expect(decodeDailySituation({ ...day, items: [], overdue: [] })).toEqual({ ...day, items: [], overdue: [] });
  });
});
