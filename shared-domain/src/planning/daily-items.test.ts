import { describe, expect, it } from 'vitest';
import { createUnplannedItem, editAmounts, fromExecutionStatus, markCompleted, postponeToTomorrow, toExecutionStatus, type DailyItem } from './daily-items';

const item: DailyItem = { id: 't', type: 'EXPENSE', date: '2025-06-30', plannedAmount: 50, actualAmount: null, status: 'pending' };

describe('daily items', () => {
  it('mark completed at the planned amount', () => {
    expect(markCompleted(item)).toEqual({ ...item, status: 'completed', actualAmount: 50 });
    expect(markCompleted({ ...item, actualAmount: 40 }).actualAmount).toBe(40);
  });
  it('postpone to tomorrow as skipped', () => {
    expect(postponeToTomorrow(item)).toEqual({ ...item, status: 'skipped', date: '2025-07-01' });
  });
  it('become modified when amounts are edited', () => {
    expect(editAmounts(item, 65)).toEqual({ ...item, status: 'modified', actualAmount: 65 });
  });
  it('create spontaneous expenses as unplanned', () => {
    expect(createUnplannedItem('u', '2025-06-30', 12)).toMatchObject({ status: 'unplanned', plannedAmount: null, actualAmount: 12 });
  });
  it('map statuses to and from execution_status', () => {
    expect(toExecutionStatus('completed')).toBe('COMPLETED');
    expect(toExecutionStatus('unplanned')).toBe('COMPLETED');
    expect(toExecutionStatus('modified')).toBe('MODIFIED');
    expect(toExecutionStatus('pending')).toBeNull();
    expect(toExecutionStatus('skipped')).toBeNull();
    expect(fromExecutionStatus('COMPLETED')).toBe('completed');
    expect(fromExecutionStatus('MODIFIED')).toBe('modified');
    expect(fromExecutionStatus(null)).toBe('pending');
    expect(fromExecutionStatus('COMPLETED', true)).toBe('unplanned');
  });
});
