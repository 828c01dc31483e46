import { isoDateOf } from '../dates';
import { PARSE_MESSAGES as M } from '../messages';
import { addEntry, emptyResult, readAmount, type LayoutResult } from '../rows';
import type { Layout } from './layout';

/**
 * MT940 (SWIFT), as BCR, BRD, Raiffeisen and others export it. `:61:` is an entry: value date
 * YYMMDD, optional booking date MMDD, C/D or RC/RD (a reversed credit takes money out, a reversed
 * debit brings it back), an optional funds code, the amount with a decimal comma ('1000,00',
 * '1000,'), the type code (NTRF…), the customer reference, `//` and the bank's reference, and on
 * the next line supplementary details (BCR: the counterparty). `:86:` after it holds the details,
 * cut over several lines (of at most 65 characters), either free text or `?20`…`?29` subfields (payee
 * `?32`/`?33`). `:60F:` names the currency. Lines of SWIFT blocks (`{1:…}`, `-}`) are skipped.
 */

interface Tag {
  name: string;
  line: number;
  lines: string[];
}

const TAG = /^:(\d{2}[A-Z]?):(.*)$/;
const BLOCK = /^(\{|-\}?$)/;

const tagsOf = (text: string): Tag[] => {
  const tags: Tag[] = [];
  let current: Tag | null = null;
  text.split('\n').forEach((line, index) => {
    const match = TAG.exec(line);
    if (match) {
      current = { name: match[1] ?? '', line: index + 1, lines: [match[2] ?? ''] };
      tags.push(current);
    } else if (BLOCK.test(line)) {
      current = null;
    } else if (current && line.trim() !== '') {
      current.lines.push(line);
    }
  });
  return tags;
};

/** Type codes start with N (non-SWIFT), S (SWIFT) or F (first advice): the amount is what comes before. */
const STATEMENT_LINE = /^(\d{2})(\d{2})(\d{2})(\d{4})?(R?[CD])[A-Z]?(\d\S*?)([NSF][A-Z0-9]{3})(.*)$/;
const NO_REFERENCE = /^(NONREF|\.?)$/i;
/**
 * :86: lines as one text. Banks cut the details at a fixed width, inside words (BCR:
 * 'Decontare -P' / 'latitor'), so the lines are joined as they are.
 */
const joinDetails = (lines: string[]): string => lines.join('');

/** The description and payee of :86:, free text or ?-subfields. */
const readDetails = (lines: string[]): { description: string; payee: string | null } => {
  const structured = lines.join('');
  if (!/\?2\d/.test(structured)) return { description: joinDetails(lines), payee: null };
  const fields = new Map<string, string>();
  for (const part of structured.split(/(?=\?\d{2})/)) {
    const code = part.slice(1, 3);
    if (/^\?\d{2}/.test(part)) fields.set(code, (fields.get(code) ?? '') + part.slice(3));
  }
  const pick = (codes: string[]) => codes.map((code) => fields.get(code) ?? '').join('');
  const remittance = pick(['20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '60', '61', '62', '63']);
  return { description: [fields.get('00') ?? '', remittance].filter(Boolean).join(' '), payee: pick(['32', '33']) || null };
};

/** The booking day from MMDD and the value date's year, across a new year either way. */
const bookingDate = (year: number, valueMonth: number, mmdd: string): string | null => {
  const month = Number(mmdd.slice(0, 2));
  const shift = valueMonth === 12 && month === 1 ? 1 : valueMonth === 1 && month === 12 ? -1 : 0;
  return isoDateOf(year + shift, month, Number(mmdd.slice(2)));
};

const parse = (text: string): LayoutResult => {
  const result = emptyResult();
  let currency: string | null = null;
  const tags = tagsOf(text);
  tags.forEach((tag, index) => {
    if (/^60[FM]$/.test(tag.name)) currency = /^[CD]\d{6}([A-Z]{3})/.exec(tag.lines[0] ?? '')?.[1] ?? currency;
    if (tag.name !== '61') return;
    const details = tags[index + 1]?.name === '86' ? tags[index + 1] : undefined;
    const raw = [`:61:${tag.lines.join('\n')}`, ...(details ? [`:86:${details.lines.join('\n')}`] : [])].join('\n');
    const match = STATEMENT_LINE.exec(tag.lines[0] ?? '');
    if (!match) return void result.refused.push({ line: tag.line, raw, reason: M.entryUnreadable(':61:') });
    const [, yy = '', mm = '', dd = '', entry, mark = '', amountText = '', , rest = ''] = match;
    const year = 2000 + Number(yy);
    const date = entry ? bookingDate(year, Number(mm), entry) : isoDateOf(year, Number(mm), Number(dd));
    const amount = readAmount(amountText.endsWith(',') ? `${amountText}0` : amountText, ',');
    const outgoing = mark === 'D' || mark === 'RC';
    const [customerReference = '', bankReference = ''] = rest.split('//');
    const { description, payee } = readDetails(details?.lines ?? []);
    addEntry(result, {
      line: tag.line,
      raw,
      date,
      dateText: `${yy}${mm}${dd}${entry ?? ''}`,
      amount: amount == null ? amount : outgoing ? -amount : amount,
      amountText,
      description,
      payee: payee ?? tag.lines[1] ?? null,
      reference: bankReference.trim() || (NO_REFERENCE.test(customerReference.trim()) ? null : customerReference),
      currency,
    });
  });
  return result;
};

export const mt940: Layout = {
  id: 'mt940',
  label: 'MT940',
  detect: (text) => /^:20:/m.test(text) && /^:(25|60[FM]|61):/m.test(text),
  parse,
};
