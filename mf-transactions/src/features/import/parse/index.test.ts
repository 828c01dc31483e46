// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStatement } from './index';

const UNKNOWN =
  'Fișierul nu este un extras recunoscut. Se acceptă CSV (Banca Transilvania, ING, Revolut sau orice CSV cu coloane alese de tine), MT940, CAMT.053 (XML) și OFX.';
const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('parseStatement', () => {
  it('says an empty file is empty', () => {
    for (const bytes of [new Uint8Array(), bytesOf('  \n\r\n '), Uint8Array.from([0xef, 0xbb, 0xbf])]) {
      expect(parseStatement(bytes)).toEqual({ kind: 'error', message: 'Fișierul este gol.' });
    }
  });

  it('names what it accepts for a file that is no statement: binary, prose, a lone column', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    for (const bytes of [png, bytesOf('Dragă Ana,\nîți trimit extrasul mâine.\n'), bytesOf('unu\ndoi\ntrei\n')]) {
      expect(parseStatement(bytes)).toEqual({ kind: 'error', message: UNKNOWN });
    }
  });

  it('drops a byte order mark before recognising the layout', () => {
    const csv = '\uFEFFType,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance\nTOPUP,Current,2024-05-03 18:00:00,2024-05-03 18:00:02,Top-Up,10.00,0.00,RON,COMPLETED,10.00';
    const outcome = parseStatement(bytesOf(csv));
    expect(outcome.kind === 'parsed' && outcome.statement.format).toBe('revolut-csv');
  });

  it('gives two files of the same layout the same shape, whatever their rows', () => {
    const shapeOf = (rows: string) => {
      const outcome = parseStatement(bytesOf(`Data;Suma;Detalii\n${rows}`));
      if (outcome.kind !== 'needs-mapping') throw new Error(outcome.kind);
      return outcome.table.shape;
    };
    expect(shapeOf('01.02.2024;-5,00;Cafea\n02.02.2024;-7,50;Ceai')).toBe(shapeOf('03.04.2024;100,00;Salariu\n04.04.2024;-1,00;Comision'));
    expect(shapeOf('01.02.2024;-5,00;Cafea\n02.02.2024;-7,50;Ceai')).toBe(';|data|suma|detalii');
  });
});
