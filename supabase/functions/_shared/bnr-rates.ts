/**
 * BNR's exchange rates (issue 26 point 3), for both the local server (Node) and the bnr-rates Edge
 * Function (Deno): plain TypeScript with no imports, only what both runtimes share (fetch,
 * AbortSignal.timeout).
 *
 * parseBnrRates reads BNR's daily file (nbrfxrates.xml) and its yearly history files
 * (nbrfxratesYYYY.xml: one Cube a publishing day) by element local name, whatever the namespace
 * or prefix: DataSet › Body › Cube[@date] › Rate[@currency][@multiplier]. The format is small and
 * fixed, so a tag scanner reads it (docs/decisions.md). refreshBnrRates fetches a file, parses it
 * and upserts the rates through the data API with the service role key.
 */

export const BNR_DAILY_URL = 'https://www.bnr.ro/nbrfxrates.xml';

/** One published rate: lei (RON) per ONE unit of currency on date (YYYY-MM-DD). */
export type BnrRate = { date: string; currency: string; rate: number };

const TAG = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][^>]*>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) attributes.set(localName(match[1] ?? ''), (match[2] ?? match[3] ?? '').trim());
  return attributes;
}

/** "38.5432" per 100 → 0.385432: the decimal point moved, so the figure stays the one BNR wrote. */
function perUnit(value: string, multiplier: string | undefined): number | null {
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const times = multiplier === undefined || multiplier === '' ? 1 : Number(multiplier);
  if (!Number.isInteger(times) || times < 1) return null;
  let rate: number;
  const zeros = Math.log10(times);
  if (Number.isInteger(zeros)) {
    const [whole = '', fraction = ''] = value.split('.');
    const digits = (whole.padStart(zeros + 1, '0') + fraction).replace(/^0+(?=\d)/, '');
    const point = digits.length - fraction.length - zeros;
    rate = Number(point > 0 ? `${digits.slice(0, point)}.${digits.slice(point)}` : `0.${'0'.repeat(-point)}${digits}`);
  } else {
    rate = Number((Number(value) / times).toPrecision(12));
  }
  return rate > 0 ? rate : null;
}

/**
 * Every rate of a BNR rates file, in document order. Rows BNR left empty or that do not read as a
 * positive decimal with a three-letter currency and a date are skipped; a document with no
 * DataSet element is refused (an error page, a captive portal).
 */
export function parseBnrRates(xml: string): BnrRate[] {
  const rates: BnrRate[] = [];
  const open: string[] = [];
  let dataSet = false;
  let day: string | null = null;
  let rate: { currency: string; multiplier: string | undefined; from: number } | null = null;
  for (const match of xml.matchAll(TAG)) {
    const [, closing, name, attributeText = '', selfClosing] = match;
    if (!name) continue;
    const element = localName(name);
    if (closing) {
      if (element === 'Rate' && rate && day) {
        const value = perUnit(xml.slice(rate.from, match.index).trim(), rate.multiplier);
        if (value !== null) rates.push({ date: day, currency: rate.currency, rate: value });
      }
      if (element === 'Rate') rate = null;
      if (element === 'Cube') day = null;
      const at = open.lastIndexOf(element);
      if (at >= 0) open.length = at;
      continue;
    }
    const path = open.join('>');
    if (element === 'DataSet' && open.length === 0) dataSet = true;
    if (element === 'Cube' && path === 'DataSet>Body') {
      const date = attributesOf(attributeText).get('date') ?? '';
      day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
    }
    if (element === 'Rate' && path === 'DataSet>Body>Cube' && !selfClosing) {
      const attributes = attributesOf(attributeText);
      const currency = (attributes.get('currency') ?? '').toUpperCase();
      rate = /^[A-Z]{3}$/.test(currency) ? { currency, multiplier: attributes.get('multiplier'), from: match.index + match[0].length } : null;
    }
    if (!selfClosing) open.push(element);
  }
  if (!dataSet) throw new Error('not a BNR rates file (no DataSet element)');
  return rates;
}

export type RefreshOptions = {
  /** The rates file: BNR's daily one unless a test or the environment says otherwise. */
  ratesUrl: string;
  /** The Supabase project (or the local server) whose data API receives the rates. */
  supabaseUrl: string;
  serviceRoleKey: string;
  /** How long the fetch from BNR may take, in milliseconds. */
  timeoutMs: number;
  /** Stops the refresh (the local server closing). */
  signal?: AbortSignal;
};

/** Fetches a rates file, parses it and upserts its rates; answers how many it stored. */
export async function refreshBnrRates(options: RefreshOptions): Promise<number> {
  const within = (ms: number): AbortSignal => (options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(ms)]) : AbortSignal.timeout(ms));
  const response = await fetch(options.ratesUrl, { signal: within(options.timeoutMs) });
  if (!response.ok) throw new Error(`${options.ratesUrl} answered ${response.status}`);
  const rates = parseBnrRates(await response.text());
  if (rates.length === 0) return 0;
  const stored = await fetch(`${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/exchange_rates?on_conflict=currency,date`, {
    method: 'POST',
    headers: {
      apikey: options.serviceRoleKey,
      authorization: `Bearer ${options.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'resolution=merge-duplicates,return=minimal',
    },
    body: JSON.stringify(rates.map((r) => ({ ...r, fetched_at: new Date().toISOString() }))),
    signal: within(Math.max(options.timeoutMs, 30_000)),
  });
  if (!stored.ok) throw new Error(`storing the rates answered ${stored.status}: ${(await stored.text()).slice(0, 200)}`);
  return rates.length;
}
