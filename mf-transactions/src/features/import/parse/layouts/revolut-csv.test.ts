// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';

const fixture = readFileSync(path.join(import.meta.dirname, 'revolut-csv.fixture.csv'));

describe('Revolut CSV', () => {
  const outcome = parseStatement(fixture);
  if (outcome.kind !== 'parsed') throw new Error(JSON.stringify(outcome));
  const { statement } = outcome;
  const byDescription = (text: string) => statement.rows.find((row) => row.description === text);

  it('is recognised by its header and reads the completion date, the sign and the currency', () => {
    expect(statement.format).toBe('revolut-csv');
    expect(statement.rows).toHaveLength(8);
    expect(statement.rows[0]).toEqual({
      line: 2,
      date: '2024-05-03',
      amount: 212.37,
      type: 'EXPENSE',
      description: 'Carrefour Băneasa',
      payee: 'Carrefour Băneasa',
      reference: null,
      state: 'BOOKED',
      currency: 'RON',
    });
    expect(byDescription('Top-Up by *4821')).toMatchObject({ type: 'INCOME', amount: 1000, payee: null });
  });

  it("reads both spellings of a card payment's type", () => {
    expect(byDescription('Uber')).toMatchObject({ payee: 'Uber', amount: 34.5 });
  });

  it("counts an expense's fee in its amount", () => {
    expect(byDescription('Cash at BCR ATM Piața Romană')).toMatchObject({ amount: 408, type: 'EXPENSE' });
  });

  it("maps the State, and dates a pending payment by when it started", () => {
    expect(byDescription('Glovo')).toMatchObject({ state: 'PENDING', date: '2024-05-07' });
    expect(byDescription('eMAG Marketplace')).toMatchObject({ state: 'DECLINED' });
    expect(byDescription('Booking.com')).toMatchObject({ state: 'REVERTED', currency: 'EUR', date: '2024-05-09' });
  });

  it('refuses a row without a readable amount, date or state', () => {
    expect(statement.refused.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 10, reason: 'Suma nu poate fi citită: „-abc”.' },
      { line: 11, reason: 'Data lipsește sau nu poate fi citită: „”.' },
      { line: 12, reason: 'Starea tranzacției nu este cunoscută: „FAILED”.' },
    ]);
  });
});
