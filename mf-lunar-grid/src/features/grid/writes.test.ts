import { describe, expect, it } from 'vitest';
import type { GridCellRow } from '@buget/shared-domain/planning';
import { gridWriteError, rowValues } from './writes';

const row = (execution_status: GridCellRow['execution_status']): GridCellRow => ({
  id: 'r', type: 'EXPENSE', amount: 50, actual_amount: 55, planned_amount: 45, execution_status, counted_amount: 55, description: null, recurring_rule_id: null,
});

describe('grid write values', () => {
  it('"Da, finală" completes the row at the amount; "Încă nu" leaves it planned at the amount', () => {
    expect(rowValues(298, true, null)).toEqual({ amount: 298, actual_amount: 298, planned_amount: null, execution_status: 'COMPLETED' });
    expect(rowValues(298, true, row(null))).toEqual({ amount: 298, actual_amount: 298, planned_amount: 45, execution_status: 'COMPLETED' });
    expect(rowValues(298, false, row('COMPLETED'))).toEqual({ amount: 298, actual_amount: null, planned_amount: 298, execution_status: null });
  });
  it('with the question off: a new row is planned, a completed row stays completed, any other becomes planned', () => {
    expect(rowValues(10, null, null).execution_status).toBeNull();
    expect(rowValues(10, null, row('COMPLETED')).execution_status).toBe('COMPLETED');
    expect(rowValues(10, null, row('MODIFIED'))).toEqual({ amount: 10, actual_amount: null, planned_amount: 10, execution_status: null });
    expect(rowValues(10, null, row('SKIPPED')).execution_status).toBeNull();
  });
  it('says why a write failed and that the cell went back', () => {
    expect(gridWriteError('Eroare la salvarea tranzacției.')(new TypeError('Failed to fetch'))).toBe(
      'Eroare la salvarea tranzacției. Eroare de rețea. Încercați din nou. Celula a revenit la valoarea anterioară.',
    );
    const refused = Object.assign(new Error('new row violates check constraint "transactions_amount_check"'), { code: '23514' });
    expect(gridWriteError('Eroare la salvarea tranzacției.')(refused)).toBe('Eroare la salvarea tranzacției. Serverul a refuzat valoarea. Celula a revenit la valoarea anterioară.');
    const gone = Object.assign(new Error('transaction not found'), { code: 'PT404' });
    expect(gridWriteError('Eroare la ștergerea tranzacției.')(gone)).toBe('Eroare la ștergerea tranzacției. Tranzacția nu mai există. Celula a revenit la valoarea anterioară.');
    expect(gridWriteError('x')(Object.assign(new Error('permission denied'), { code: '42501' }))).toBe('x Acces interzis (RLS). Celula a revenit la valoarea anterioară.');
    // An update that found no row (deleted elsewhere, or not the user's) answers nothing.
    const none = Object.assign(new Error('Cannot coerce the result to a single JSON object'), { code: 'PGRST116' });
    expect(gridWriteError('x')(none)).toBe('x Tranzacția nu mai există. Celula a revenit la valoarea anterioară.');
  });
});
