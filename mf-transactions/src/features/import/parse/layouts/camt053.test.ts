// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';

const fixture = readFileSync(path.join(import.meta.dirname, 'camt053.fixture.xml'), 'utf8');
const parsedRows = (xml: string) => {
  const outcome = parseStatement(new TextEncoder().encode(xml));
  if (outcome.kind !== 'parsed') throw new Error(JSON.stringify(outcome));
  return outcome.statement;
};

describe('CAMT.053', () => {
  const statement = parsedRows(fixture);

  it('is recognised by its root element and reads each Ntry', () => {
    expect(statement.format).toBe('camt053');
    expect(statement.rows).toHaveLength(3);
    expect(statement.rows[0]).toEqual({
      line: 1,
      date: '2024-04-04',
      amount: 1523.4,
      type: 'EXPENSE',
      description: 'Factura nr. 88412 din 31.03.2024 energie electrică martie',
      payee: 'Electrica Furnizare S.A.',
      reference: 'BRD2404040000123',
      state: 'BOOKED',
      currency: 'RON',
    });
  });

  it("dates by DtTm, names a credit's debtor, and skips an EndToEndId that is not provided", () => {
    expect(statement.rows[1]).toMatchObject({
      date: '2024-04-04',
      type: 'INCOME',
      amount: 3200,
      payee: 'Client Țăruș & Fiii SRL',
      reference: null,
    });
  });

  it('reads a pending entry by its value date, with its transaction reference and text', () => {
    expect(statement.rows[2]).toMatchObject({ state: 'PENDING', date: '2024-04-05', currency: 'EUR', reference: 'E2E-AB12', description: 'Abonament software anual' });
  });

  it('refuses an entry without a readable amount or date', () => {
    expect(statement.refused).toEqual([
      { line: 4, raw: 'Ntry 4: DBIT abc RON 2024-04-04', reason: 'Suma nu poate fi citită: „abc”.' },
      { line: 5, raw: 'Ntry 5: DBIT 10.00 RON', reason: 'Data lipsește sau nu poate fi citită: „”.' },
    ]);
  });

  it('matches elements whatever the namespace prefix or version (Sts/Cd, Pty/Nm)', () => {
    const v08 = `<?xml version="1.0"?>
<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><c:BkToCstmrStmt><c:Stmt>
<c:Ntry><c:Amt Ccy="RON">75.5</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:Sts><c:Cd>BOOK</c:Cd></c:Sts>
<c:BookgDt><c:Dt>2024-06-01</c:Dt></c:BookgDt><c:AcctSvcrRef>X1</c:AcctSvcrRef>
<c:NtryDtls><c:TxDtls><c:RltdPties><c:Cdtr><c:Pty><c:Nm>Orange România</c:Nm></c:Pty></c:Cdtr></c:RltdPties></c:TxDtls></c:NtryDtls></c:Ntry>
</c:Stmt></c:BkToCstmrStmt></c:Document>`;
    expect(parsedRows(v08).rows).toEqual([expect.objectContaining({ date: '2024-06-01', amount: 75.5, type: 'EXPENSE', payee: 'Orange România', reference: 'X1', state: 'BOOKED' })]);
  });

  it('says a cut-off statement is damaged', () => {
    const outcome = parseStatement(new TextEncoder().encode(fixture.slice(0, fixture.length / 2)));
    expect(outcome).toEqual({ kind: 'error', message: expect.stringContaining('Fișierul pare un extras CAMT.053 (XML), dar este deteriorat') });
  });
});
