import { describe, expect, it } from 'vitest';
import { csvMappingSchema, type CsvMapping } from './csv-mapping';

const MAPPING: CsvMapping = {
  delimiter: ';',
  headerRow: 2,
  encoding: 'windows-1250',
  date: 0,
  dateFormat: 'dd.mm.yyyy',
  amount: 3,
  debit: null,
  credit: null,
  decimalSeparator: ',',
  description: 1,
  payee: 2,
  reference: null,
};

describe('csvMappingSchema', () => {
  it('accepts an amount column, or debit and credit columns', () => {
    expect(csvMappingSchema.parse(MAPPING)).toEqual(MAPPING);
    const split = { ...MAPPING, amount: null, debit: 3, credit: 4 };
    expect(csvMappingSchema.parse(split)).toEqual(split);
  });

  it('refuses both an amount and debit/credit, neither, or only one of debit and credit', () => {
    for (const wrong of [
      { ...MAPPING, debit: 4, credit: 5 },
      { ...MAPPING, debit: 4 },
      { ...MAPPING, amount: null },
      { ...MAPPING, amount: null, debit: 4 },
      { ...MAPPING, amount: null, credit: 4 },
    ]) {
      const result = csvMappingSchema.safeParse(wrong);
      expect(result.success, JSON.stringify(wrong)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Alege coloana sumei, sau coloanele debit și credit (nu pe amândouă).');
    }
  });

  it('refuses an unknown delimiter, encoding, date format or a negative column', () => {
    for (const wrong of [
      { ...MAPPING, delimiter: ':' },
      { ...MAPPING, encoding: 'utf-16' },
      { ...MAPPING, dateFormat: 'yyyy/dd/mm' },
      { ...MAPPING, date: -1 },
      { ...MAPPING, description: 1.5 },
      { ...MAPPING, headerRow: -1 },
    ]) {
      expect(csvMappingSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});
