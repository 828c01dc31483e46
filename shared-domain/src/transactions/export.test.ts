import { describe, expect, it } from 'vitest';
import { exportFileName, exportProgress } from './export';

describe('export', () => {
  it('names the file', () => {
    expect(exportFileName({ format: 'excel' }, '2025-06-17')).toBe('buget-tranzactii-2025-06-17.xlsx');
    expect(exportFileName({ format: 'csv', filename: 'Raport Iunie ăîș.csv' }, '2025-06-17')).toBe('raport-iunie-ais.csv');
    expect(exportFileName({ format: 'json', filename: '***' }, '2025-06-17')).toBe('buget-tranzactii-2025-06-17.json');
  });
  it('reports progress in percent', () => {
    expect(exportProgress(1, 3)).toBe(33);
    expect(exportProgress(5, 3)).toBe(100);
    expect(exportProgress(0, 0)).toBe(100);
  });
});
