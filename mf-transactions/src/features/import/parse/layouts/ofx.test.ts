// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';

const fixture = readFileSync(path.join(import.meta.dirname, 'ofx.fixture.ofx'), 'utf8');
const statementOf = (text: string) => {
  const outcome = parseStatement(new TextEncoder().encode(text));
  if (outcome.kind !== 'parsed') throw new Error(JSON.stringify(outcome));
  return outcome.statement;
};

describe('OFX', () => {
  it('reads version 1 (SGML, leaf tags left open): each STMTTRN with its line', () => {
    const statement = statementOf(fixture);
    expect(statement.format).toBe('ofx');
    expect(statement.rows).toEqual([
      {
        line: 39,
        date: '2024-05-03',
        amount: 245.8,
        type: 'EXPENSE',
        description: 'Plata card 4*** 1234 Dedeman Brașov',
        payee: 'DEDEMAN BRASOV',
        reference: 'RZB2405030001',
        state: 'BOOKED',
        currency: 'RON',
      },
      expect.objectContaining({ line: 47, date: '2024-05-10', amount: 5300, type: 'INCOME', description: 'ZAPADA SOFTWARE SRL', payee: 'ZAPADA SOFTWARE SRL' }),
      expect.objectContaining({ amount: 7.5, type: 'EXPENSE', description: 'Comision administrare cont & card' }),
    ]);
    expect(statement.refused).toEqual([
      {
        line: 62,
        raw: '<STMTTRN> <TRNTYPE>DEBIT <DTPOSTED>20240532 <TRNAMT>-10.00 <FITID>RZB2405320004 <NAME>DATA GRESITA </STMTTRN>',
        reason: 'Data lipsește sau nu poate fi citită: „20240532”.',
      },
    ]);
  });

  it('reads version 2 (XML)', () => {
    const v2 = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR</CURDEF><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240615</DTPOSTED><TRNAMT>-19.99</TRNAMT><FITID>A-1</FITID><NAME>Spotify</NAME><MEMO>Abonament iunie</MEMO></STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    expect(statementOf(v2).rows).toEqual([
      { line: 4, date: '2024-06-15', amount: 19.99, type: 'EXPENSE', description: 'Abonament iunie', payee: 'Spotify', reference: 'A-1', state: 'BOOKED', currency: 'EUR' },
    ]);
  });

  it('says a cut-off file is damaged', () => {
    expect(parseStatement(new TextEncoder().encode(fixture.slice(0, 900)))).toEqual({
      kind: 'error',
      message: expect.stringContaining('Fișierul pare un extras OFX, dar este deteriorat'),
    });
  });
});
