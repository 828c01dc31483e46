// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';

const fixture = readFileSync(path.join(import.meta.dirname, 'ing-csv.fixture.csv'));

describe("ING Home'Bank CSV", () => {
  const outcome = parseStatement(fixture);
  if (outcome.kind !== 'parsed') throw new Error(JSON.stringify(outcome));
  const { statement } = outcome;

  it('is recognised by its header and reads a transaction spread over several rows as one', () => {
    expect(statement.format).toBe('ing-csv');
    expect(statement.rows).toHaveLength(4);
    expect(statement.rows[0]).toEqual({
      line: 2,
      date: '2018-03-23',
      amount: 1234.56,
      type: 'EXPENSE',
      description: 'Cumparare POS; Nr. card: ****2345; Terminal: ALTEX ROMANIA SRL BUCURESTI; Data: 22-03-2018 Autorizare: 123456',
      payee: 'ALTEX ROMANIA SRL BUCURESTI',
      reference: null,
      state: 'BOOKED',
      currency: null,
    });
    expect(statement.rows[1]).toMatchObject({ line: 6, date: '2018-03-26', amount: 4500, type: 'INCOME', payee: 'ZAPADA SOFTWARE SRL', reference: '1234567890' });
    expect(statement.rows[2]).toMatchObject({ line: 11, amount: 250, type: 'EXPENSE', payee: 'POPESCU ION', reference: '9876543210' });
    expect(statement.rows[2]?.description).toContain('Chirie aprilie - garsonieră');
    expect(statement.rows[3]).toMatchObject({ line: 16, date: '2018-03-28', amount: 2, description: 'Taxe și comisioane; Detalii: Comision administrare cont curent' });
  });

  it('refuses an entry whose amount or date cannot be read, with all its rows, and leaves out the balances', () => {
    expect(statement.refused).toEqual([
      { line: 18, raw: '29 martie 2018,,,Plata debit direct,,"12,3,4",\n,,,Beneficiar: ENEL ENERGIE,,,', reason: 'Suma nu poate fi citită: „12,3,4”.' },
      expect.objectContaining({ line: 20, reason: 'Data lipsește sau nu poate fi citită: „32 martie 2018”.' }),
    ]);
  });
});
