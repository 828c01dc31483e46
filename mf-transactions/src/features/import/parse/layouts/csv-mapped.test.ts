// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CsvMapping } from '@buget/shared-domain/imports';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';

const fixture = readFileSync(path.join(import.meta.dirname, 'csv-mapped.fixture.csv'));

const MAPPING: CsvMapping = {
  delimiter: ';',
  headerRow: 2,
  encoding: 'utf-8',
  date: 0,
  dateFormat: 'dd.mm.yyyy',
  amount: 3,
  debit: null,
  credit: null,
  decimalSeparator: ',',
  description: 1,
  payee: 2,
  reference: 4,
};

const statementOf = (bytes: Uint8Array, mapping: CsvMapping) => {
  const outcome = parseStatement(bytes, { mapping });
  if (outcome.kind !== 'parsed') throw new Error(JSON.stringify(outcome));
  return outcome.statement;
};

describe('a CSV read through a column mapping', () => {
  it('is offered for mapping first: the first rows, the delimiter and a shape from its header', () => {
    const outcome = parseStatement(fixture);
    if (outcome.kind !== 'needs-mapping') throw new Error(JSON.stringify(outcome));
    expect(outcome.table).toMatchObject({ delimiter: ';', encoding: 'utf-8', shape: ';|data operatiunii|detalii|beneficiar / ordonator|suma|referinta' });
    expect(outcome.table.rows).toHaveLength(9);
    expect(outcome.table.rows[3]).toEqual(['03.06.2024', 'Plata utilitati', 'APA NOVA BUCURESTI', '-112,45', 'CEC240603001']);
  });

  it('reads the rows under the header: the sign, "1.234,56", accounting parentheses; refuses what cannot be read, leaves out the total', () => {
    const statement = statementOf(fixture, MAPPING);
    expect(statement).toMatchObject({ format: 'csv-mapped', formatLabel: 'CSV cu coloane alese' });
    expect(statement.rows).toEqual([
      { line: 4, date: '2024-06-03', amount: 112.45, type: 'EXPENSE', description: 'Plata utilitati', payee: 'APA NOVA BUCURESTI', reference: 'CEC240603001', state: 'BOOKED', currency: null },
      expect.objectContaining({ line: 5, amount: 5430, type: 'INCOME', payee: 'MINISTERUL EDUCAȚIEI' }),
      expect.objectContaining({ line: 6, amount: 300, type: 'EXPENSE', payee: null }),
    ]);
    expect(statement.refused.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 7, reason: 'Data lipsește sau nu poate fi citită: „31.06.2024”.' },
      { line: 8, reason: 'Suma nu poate fi citită: „douăzeci”.' },
    ]);
  });

  it('reads debit and credit columns, "1,234.56" with a dot decimal, and each date format', () => {
    const csv = [
      'Date|Text|Debit|Credit',
      '06/03/2024|Amazon|1,234.56|',
      '06/04/2024|Refund||20.00',
      '06/05/2024|Nothing||',
    ].join('\n');
    const mapping: CsvMapping = { ...MAPPING, delimiter: '|', headerRow: 0, date: 0, dateFormat: 'mm/dd/yyyy', amount: null, debit: 2, credit: 3, decimalSeparator: '.', description: 1, payee: null, reference: null };
    const statement = statementOf(new TextEncoder().encode(csv), mapping);
    expect(statement.rows.map(({ date, amount, type }) => ({ date, amount, type }))).toEqual([
      { date: '2024-06-03', amount: 1234.56, type: 'EXPENSE' },
      { date: '2024-06-04', amount: 20, type: 'INCOME' },
    ]);
    expect(statement.refused).toEqual([{ line: 4, raw: '06/05/2024|Nothing||', reason: 'Suma lipsește: nici debit, nici credit.' }]);

    const dates: [CsvMapping['dateFormat'], string][] = [
      ['dd/mm/yyyy', '23/03/2018'],
      ['yyyy-mm-dd', '2018-03-23 14:02:11'],
      ['d month yyyy', '23 martie 2018'],
      ['d month yyyy', '23 Mar. 2018'],
      ['dd.mm.yyyy', '23.03.2018'],
    ];
    for (const [dateFormat, text] of dates) {
      const one = statementOf(new TextEncoder().encode(`Data,Suma\n${text},5`), { ...MAPPING, delimiter: ',', headerRow: 0, dateFormat, amount: 1, description: 0, payee: null, reference: null });
      expect(one.rows[0]?.date, text).toBe('2018-03-23');
    }
  });

  it('decodes with the encoding the mapping names (ISO-8859-2 cedilla ş becomes ș)', () => {
    const bytes = Uint8Array.from([...'Data;Text;Suma\n01.02.2024;Pl'].map((c) => c.charCodeAt(0)).concat([0xba], [...'i;-1,00'].map((c) => c.charCodeAt(0))));
    const statement = statementOf(bytes, { ...MAPPING, headerRow: 0, encoding: 'iso-8859-2', amount: 2, payee: null, reference: null });
    expect(statement.rows[0]?.description).toBe('Plși');
  });

  it('says so when the header row chosen is past the end of the file', () => {
    expect(parseStatement(fixture, { mapping: { ...MAPPING, headerRow: 40 } })).toEqual({
      kind: 'error',
      message: 'Rândul de antet ales nu există în fișier. Alege unul dintre rândurile arătate.',
    });
  });
});
