import { describe, expect, it } from 'vitest';
import { csvNumberText, excelDateFormat, excelSerialDate, excelSheetName, exportFileName, exportProgress } from './export';

describe('export', () => {
  it('names the file: the chosen name, else the report title, else the default', () => {
    expect(exportFileName({ format: 'excel' }, '2025-06-17')).toBe('buget-tranzactii-2025-06-17.xlsx');
    expect(exportFileName({ format: 'csv', filename: 'Raport Iunie ăîș.csv' }, '2025-06-17')).toBe('raport-iunie-ais.csv');
    expect(exportFileName({ format: 'json', filename: '***' }, '2025-06-17')).toBe('buget-tranzactii-2025-06-17.json');
    expect(exportFileName({ format: 'csv', title: 'Cheltuieli martie 2026' }, '2025-06-17')).toBe('cheltuieli-martie-2026.csv');
    expect(exportFileName({ format: 'csv', filename: 'buget', title: 'Cheltuieli' }, '2025-06-17')).toBe('buget.csv');
  });
  it('reports progress in percent', () => {
    expect(exportProgress(1, 3)).toBe(33);
    expect(exportProgress(5, 3)).toBe(100);
    expect(exportProgress(0, 0)).toBe(100);
  });
  it('writes CSV numbers with a decimal comma and no thousands separators', () => {
    expect(csvNumberText(1234.56)).toBe('1234,56');
    expect(csvNumberText(1234.5)).toBe('1234,50');
    expect(csvNumberText(1200)).toBe('1200');
    expect(csvNumberText(-89.99)).toBe('-89,99');
    expect(csvNumberText(1_000_000)).toBe('1000000');
  });
  it('gives Excel serial dates and date formats', () => {
    expect(excelSerialDate('1900-03-01')).toBe(61);
    expect(excelSerialDate('2026-03-01')).toBe(46082);
    expect(() => excelSerialDate('2026-02-30')).toThrow(RangeError);
    expect(excelDateFormat('DD/MM/YYYY')).toBe('dd/mm/yyyy');
    expect(excelDateFormat('YYYY-MM-DD')).toBe('yyyy-mm-dd');
  });
  it('turns a title into a sheet name Excel accepts', () => {
    expect(excelSheetName('Raport: martie/aprilie [2026]', 'Tranzacții')).toBe('Raport martie aprilie 2026');
    expect(excelSheetName('Un titlu foarte lung pentru o foaie de calcul', 'Tranzacții')).toBe('Un titlu foarte lung pentru o f');
    expect(excelSheetName("'***'", 'Tranzacții')).toBe('Tranzacții');
    expect(excelSheetName(undefined, 'Tranzacții')).toBe('Tranzacții');
  });
});
