import { describe, expect, it } from 'vitest';
import { guessMapping } from './guess-mapping';
import type { CsvTable } from './parse/types';

const table = (rows: string[][], delimiter = ';'): CsvTable => ({ delimiter, encoding: 'utf-8', rows, shape: 'x' });

describe('guessMapping', () => {
  it('finds a signed amount, the date format and a comma decimal from Romanian headers', () => {
    const mapping = guessMapping(table([
      ['Nr', 'Data operațiunii', 'Suma', 'Explicații', 'Beneficiar', 'Referință'],
      ['1', '03.11.2026', '-1.234,56', 'Rata leasing', 'LEASING IFN', 'R1'],
    ]));
    expect(mapping).toMatchObject({ date: 1, dateFormat: 'dd.mm.yyyy', amount: 2, debit: null, credit: null, decimalSeparator: ',', description: 3, payee: 4, reference: 5, delimiter: ';' });
  });

  it('takes debit and credit columns when both are there, with ISO dates and a dot decimal', () => {
    const mapping = guessMapping(table([
      ['Date', 'Description', 'Debit', 'Credit'],
      ['2026-11-03', 'Coffee', '12.50', ''],
    ], ','));
    expect(mapping).toMatchObject({ date: 0, dateFormat: 'yyyy-mm-dd', amount: null, debit: 2, credit: 3, decimalSeparator: '.', description: 1, payee: null, reference: null });
  });

  it('reads Romanian month names and slashed dates', () => {
    expect(guessMapping(table([['Data', 'Detalii', 'Suma'], ['3 noiembrie 2026', 'x', '5']])).dateFormat).toBe('d month yyyy');
    expect(guessMapping(table([['Data', 'Detalii', 'Suma'], ['03/11/2026', 'x', '5']])).dateFormat).toBe('dd/mm/yyyy');
  });
});
