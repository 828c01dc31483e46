/**
 * sqlLiteral quotes what a REST request's preamble sends as literals (the caller's claims, the
 * request path): whatever the text holds, Postgres reads back exactly that text.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { sqlLiteral } from '../src/db/types';

const db = new PGlite();
afterAll(() => db.close());

describe('sqlLiteral', () => {
  it.each([
    ['plain', 'authenticated'],
    ['quotes', `/rest/v1/rpc/x'); drop table t; --`],
    ['backslashes', String.raw`a\'b\\c\nd`],
    ['JSON claims', JSON.stringify({ sub: 'u', email: `o'brien\\@example.ro` })],
    ['diacritics', 'Ștefan și Țară'],
  ])('%s come back unchanged', async (_name, value) => {
    const { rows } = await db.query<{ v: string }>(`select ${sqlLiteral(value)} as v`);
    expect(rows[0]?.v).toBe(value);
  });

  it('refuses NUL, which Postgres text cannot hold', () => {
    expect(() => sqlLiteral('a\0b')).toThrow('NUL');
  });
});
