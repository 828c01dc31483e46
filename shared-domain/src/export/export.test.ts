import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../errors/messages';
import { exportFileName, exportProgress, exportSizeCheck, validateExportOptions } from './export';

describe('export', () => {
  it('accepts csv, excel and json; refuses others with the unsupported-format text', () => {
    expect(validateExportOptions({ format: 'csv', year: 2025 }).ok).toBe(true);
    expect(validateExportOptions({ format: 'pdf' })).toEqual({ ok: false, error: ERROR_MESSAGES.EXPORT_FORMAT_NESUPORTAT });
    expect(ERROR_MESSAGES.EXPORT_FORMAT_NESUPORTAT).toContain('PDF');
    expect(validateExportOptions({ format: 'json', month: 13 })).toEqual({ ok: false, error: ERROR_MESSAGES.EXPORT_DATE_INVALIDE });
  });
  it('names the file', () => {
    expect(exportFileName({ format: 'excel' }, '2025-06-17')).toBe('buget-tranzactii-2025-06-17.xlsx');
    expect(exportFileName({ format: 'csv', filename: 'Raport Iunie ăîș.csv' }, '2025-06-17')).toBe('raport-iunie-ais.csv');
    expect(exportFileName({ format: 'json', filename: '***' }, '2025-06-17')).toBe('buget-tranzactii-2025-06-17.json');
  });
  it('asks before large exports and refuses huge ones', () => {
    expect(exportSizeCheck(1000)).toBe('ok');
    expect(exportSizeCheck(1001)).toBe('confirm');
    expect(exportSizeCheck(10_001)).toBe('tooLarge');
  });
  it('reports progress in percent', () => {
    expect(exportProgress(1, 3)).toBe(33);
    expect(exportProgress(5, 3)).toBe(100);
    expect(exportProgress(0, 0)).toBe(100);
  });
});
