// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';

const fixture = readFileSync(path.join(import.meta.dirname, 'mt940.fixture.sta'));

describe('MT940', () => {
  const outcome = parseStatement(fixture);
  if (outcome.kind !== 'parsed') throw new Error(JSON.stringify(outcome));
  const { statement } = outcome;
  const rows = statement.rows;

  it("is recognised by its tags and reads BCR's :61: with a booking date, the bank reference and the counterparty line", () => {
    expect(statement.format).toBe('mt940');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({
      line: 6,
      date: '2023-12-28',
      amount: 4500,
      type: 'INCOME',
      description:
        'Referinta 231228S029321541, data valutei 28-12-2023, Decontare -Platitor ZAPADA SOFTWARE SRL RO24BREL0002002472400100 CODFISC RO39187746 -Detalii Salariu decembrie 2023',
      payee: 'ZAPADA SOFTWARE SRL',
      reference: '2023122880931993/C4500',
      state: 'BOOKED',
      currency: 'RON',
    });
  });

  it("tells apart a fee that carries its payment's reference", () => {
    expect(rows[1]).toMatchObject({ amount: 4, type: 'EXPENSE', reference: '2023122880931993/D4', payee: null });
  });

  it('reads a value date alone, an amount without decimals and ?-subfields', () => {
    expect(rows[2]).toMatchObject({
      date: '2023-12-29',
      amount: 1250,
      type: 'EXPENSE',
      description: 'Transfer Chirie ianuarie 2024 apartament Str. Mărășești 12',
      payee: 'IONESCU MARIAELENA',
      reference: '2023122982691836',
    });
  });

  it('dates a booking in the next year, joins :86: lines cut inside a word, and reads reversals', () => {
    expect(rows[3]).toMatchObject({ date: '2024-01-02', amount: 89.9, description: 'Plata la POS MEGA IMAGE 0711 BUCURESTI RO card 4*** **** **** 1234 autorizare 551203' });
    expect(rows[4]).toMatchObject({ type: 'EXPENSE', amount: 15 });
    expect(rows[5]).toMatchObject({ type: 'INCOME', amount: 20 });
  });

  it('refuses an entry whose date, amount or form cannot be read; the statement note after :62F: is no entry', () => {
    expect(statement.refused.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 23, reason: 'Data lipsește sau nu poate fi citită: „231301”.' },
      { line: 25, reason: 'Suma nu poate fi citită: „10x,00”.' },
      { line: 27, reason: 'Tranzacția nu poate fi citită: :61: nu are forma așteptată.' },
    ]);
    expect(statement.refused[0]?.raw).toBe(':61:231301C100,00NTRFNONREF//2023123000000001\n:86:Data valutei nu exista');
  });
});
