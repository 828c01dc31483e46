/**
 * Issue 26 point 3: the BNR rates parser (supabase/functions/_shared/bnr-rates.ts, shared with the
 * Edge Function) on fixtures written from BNR's documented format: the daily file in the default
 * namespace, a yearly history file with a prefixed one, HUF and JPY published per 100.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBnrRates } from '../../functions/_shared/bnr-rates';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/bnr/${name}`, import.meta.url), 'utf8');

describe('parseBnrRates (issue 26 point 3)', () => {
  it('reads the daily file: lei per ONE unit, the multiplier applied', () => {
    expect(parseBnrRates(fixture('nbrfxrates.xml'))).toEqual([
      { date: '2026-11-27', currency: 'CHF', rate: 5.4618 },
      { date: '2026-11-27', currency: 'EUR', rate: 5.0912 },
      { date: '2026-11-27', currency: 'GBP', rate: 5.8127 },
      { date: '2026-11-27', currency: 'HUF', rate: 0.01319 },
      { date: '2026-11-27', currency: 'JPY', rate: 0.028375 },
      { date: '2026-11-27', currency: 'USD', rate: 4.4053 },
      { date: '2026-11-27', currency: 'XAU', rate: 585.221 },
    ]);
  });

  it('reads a yearly history file with a prefixed namespace, one Cube a day, skipping an empty rate', () => {
    const rates = parseBnrRates(fixture('nbrfxrates2026.xml'));
    expect(rates).toHaveLength(9);
    expect(rates.filter((r) => r.currency === 'EUR')).toEqual([
      { date: '2026-11-19', currency: 'EUR', rate: 5.0874 },
      { date: '2026-11-20', currency: 'EUR', rate: 5.0901 },
      { date: '2026-11-23', currency: 'EUR', rate: 5.0889 },
    ]);
    expect(rates.find((r) => r.currency === 'HUF' && r.date === '2026-11-20')?.rate).toBe(0.013162);
    expect(rates.some((r) => r.currency === 'XDR')).toBe(false);
  });

  it('matches elements by local name: the daily file with a prefix reads the same as without', () => {
    const daily = fixture('nbrfxrates.xml');
    const prefixed = daily
      .replace('xmlns="https://curs.bnr.ro/xsd"', 'xmlns:n="http://www.bnr.ro/xsd"')
      .replace(/<(\/?)(?=[A-Za-z])/g, '<$1n:');
    expect(prefixed).toContain('<n:Rate currency="HUF" multiplier="100">');
    expect(parseBnrRates(prefixed)).toEqual(parseBnrRates(daily));
  });

  it('reads only DataSet › Body › Cube › Rate, single-quoted attributes and comments included', () => {
    const xml = `<DataSet xmlns="http://www.bnr.ro/xsd"><Header><Cube date="2026-01-02"><Rate currency="EUR">9.9</Rate></Cube></Header>
      <Body><!-- <Rate currency="USD">1</Rate> --><Cube date='2026-01-05'><Rate currency='eur' multiplier='10'>49.7717</Rate><Rate currency="USD">0</Rate><Rate currency="EURO">5</Rate></Cube></Body></DataSet>`;
    expect(parseBnrRates(xml)).toEqual([{ date: '2026-01-05', currency: 'EUR', rate: 4.97717 }]);
  });

  it('refuses a document that is not a BNR rates file (an error page)', () => {
    expect(() => parseBnrRates('<html><body>Service unavailable</body></html>')).toThrow(/not a BNR rates file/);
  });
});
