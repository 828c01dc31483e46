// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { btCsv } from './bt-csv';

const fixture = readFileSync(path.join(import.meta.dirname, 'bt-csv.fixture.csv'));

/** Windows-1250 bytes of a text (the table from the decoder itself): how older BT exports arrive. */
const encodeWindows1250 = (text: string): Uint8Array => {
  const decoded = new TextDecoder('windows-1250').decode(Uint8Array.from({ length: 256 }, (_, byte) => byte));
  const table = new Map([...decoded].map((char, byte) => [char, byte]));
  return Uint8Array.from([...text], (char) => {
    const byte = table.get(char);
    if (byte === undefined) throw new Error(`not in Windows-1250: ${char}`);
    return byte;
  });
};

describe('Banca Transilvania CSV', () => {
  it('is recognised by its header line after the preamble, and reads every entry', () => {
    const outcome = parseStatement(fixture);
    if (outcome.kind !== 'parsed') throw new Error(JSON.stringify(outcome));
    const { statement } = outcome;
    expect(statement.format).toBe('bt-csv');
    expect(statement.formatLabel).toBe('Banca Transilvania (CSV)');
    expect(statement.rows).toHaveLength(7);
    expect(statement.rows[0]).toEqual({
      line: 12,
      date: '2024-03-01',
      amount: 187.45,
      type: 'EXPENSE',
      description: 'Plata la POS non-BT cu card VISA;KAUFLAND 1234 CLUJ-NAPOCA RO;valoare tranzactie: 187.45 RON',
      payee: 'KAUFLAND 1234 CLUJ-NAPOCA RO',
      reference: 'PO24030112345678',
      state: 'BOOKED',
      currency: null,
    });
    expect(statement.rows[1]).toMatchObject({ date: '2024-03-04', amount: 6250, type: 'INCOME', payee: 'ZAPADA SOFTWARE SRL' });
    expect(statement.rows[3]).toMatchObject({ amount: 1000, type: 'EXPENSE', payee: 'POPESCU ȘTEFAN-ANDREI' });
    expect(statement.rows.at(-1)).toMatchObject({ line: 20, amount: 850, type: 'INCOME', description: 'Incasare OP;IONESCU MARIA;Chirie parte garsonieră, țeavă reparată' });
  });

  it('refuses a row whose date or amount cannot be read, with its line and reason, and leaves out the closing totals', () => {
    const result = btCsv.parse(new TextDecoder().decode(fixture));
    expect(result?.refused).toEqual([
      {
        line: 17,
        raw: '2024-02-30,2024-03-11,Plata la POS cu card VISA;PROFI 412 TIMIȘOARA RO,PO24031100000077,-23.10,,9989.25',
        reason: 'Data lipsește sau nu poate fi citită: „2024-02-30”.',
      },
      expect.objectContaining({ line: 18, reason: 'Suma nu poate fi citită: „12.3x”.' }),
    ]);
  });

  it('reads a Windows-1250 export with cedilla ş ţ as the comma-below letters', () => {
    const cedilla = new TextDecoder().decode(fixture).replace(/ș/g, 'ş').replace(/ț/g, 'ţ').replace(/Ș/g, 'Ş').replace(/Ț/g, 'Ţ');
    const bytes = encodeWindows1250(cedilla);
    expect(bytes).toContain(0xaa); // Ş in Windows-1250
    expect(bytes).toContain(0xfe); // ţ
    const outcome = parseStatement(bytes);
    const utf8 = parseStatement(fixture);
    if (outcome.kind !== 'parsed' || utf8.kind !== 'parsed') throw new Error('not parsed');
    expect(outcome.statement.rows).toEqual(utf8.statement.rows);
    expect(outcome.statement.rows[3]?.payee).toBe('POPESCU ȘTEFAN-ANDREI');
  });

  it('reads 10,000 rows', () => {
    const header = 'Data tranzactie,Data valuta,Descriere,Referinta tranzactiei,Debit,Credit,Sold contabil\n';
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `2024-03-${String((i % 28) + 1).padStart(2, '0')},2024-03-01,"Plata la POS;MAGAZIN ${i};detalii",REF${i},-${(i % 500) + 1}.25,,1000.00`,
    );
    const outcome = parseStatement(new TextEncoder().encode(header + lines.join('\n')));
    expect(outcome.kind === 'parsed' && outcome.statement.rows.length).toBe(10_000);
  });
});
