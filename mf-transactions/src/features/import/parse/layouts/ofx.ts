import { isoDateOf } from '../dates';
import { addEntry, emptyResult, readAmount, type LayoutResult } from '../rows';
import type { Layout } from './layout';

/**
 * OFX/QFX, version 1 (SGML: leaf elements left unclosed, `<TRNAMT>-12.50`) and version 2 (XML):
 * each `<STMTTRN>` is a row: `TRNAMT` (signed), `DTPOSTED` (YYYYMMDD…), `FITID` (the reference),
 * `NAME` (the payee), `MEMO` (the description, else the name); `CURDEF` is the currency. One small
 * tokenizer reads both versions (`<TAG>value`, `</TAG>`), so SGML needs no conversion to XML.
 */

const TOKEN = /<(\/?)([A-Za-z][A-Za-z0-9.]*)>([^<]*)/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

const decodeEntities = (value: string): string =>
  value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const parse = (text: string): LayoutResult | null => {
  if (!/<\/OFX>/i.test(text)) return null;
  const result = emptyResult();
  let currency: string | null = null;
  let transaction: { line: number; start: number; fields: Map<string, string> } | null = null;
  let line = 1;
  let counted = 0;
  const finish = (end: number) => {
    if (!transaction) return;
    const { fields, start } = transaction;
    const field = (name: string) => fields.get(name) ?? '';
    const amountText = field('TRNAMT');
    const posted = /^(\d{4})(\d{2})(\d{2})/.exec(field('DTPOSTED'));
    addEntry(result, {
      line: transaction.line,
      raw: () => text.slice(start, end).replace(/\s+/g, ' ').trim(),
      date: posted ? isoDateOf(Number(posted[1]), Number(posted[2]), Number(posted[3])) : null,
      dateText: field('DTPOSTED'),
      amount: readAmount(amountText, amountText.includes(',') && !amountText.includes('.') ? ',' : '.'),
      amountText,
      description: field('MEMO') || field('NAME'),
      payee: field('NAME'),
      reference: field('FITID'),
      currency: field('CURSYM') || currency,
    });
    transaction = null;
  };
  for (const match of text.matchAll(TOKEN)) {
    const [whole, closing, rawName = '', value = ''] = match;
    const name = rawName.toUpperCase();
    for (let at = text.indexOf('\n', counted); at >= 0 && at < match.index; at = text.indexOf('\n', at + 1)) line += 1;
    counted = match.index;
    if (name === 'STMTTRN') {
      finish(match.index + (closing ? whole.length : 0));
      if (!closing) transaction = { line, start: match.index, fields: new Map() };
    } else if (closing && name === 'BANKTRANLIST') {
      finish(match.index);
    } else if (!closing && value.trim() !== '') {
      const content = decodeEntities(value.trim());
      if (name === 'CURDEF') currency = content;
      else if (transaction && !transaction.fields.has(name)) transaction.fields.set(name, content);
    }
  }
  finish(text.length);
  return result;
};

export const ofx: Layout = {
  id: 'ofx',
  label: 'OFX',
  detect: (text) => /<OFX>/i.test(text),
  parse,
};
