import { XMLParser } from 'fast-xml-parser';
import { readDate } from '../dates';
import { PARSE_MESSAGES as M } from '../messages';
import { addEntry, emptyResult, readAmount, type LayoutResult } from '../rows';
import type { BankState } from '../types';
import type { Layout } from './layout';

/**
 * CAMT.053 (ISO 20022 bank-to-customer statement, camt.053.001.02 and later): each `Stmt/Ntry` is
 * a row: `Amt@Ccy`, `CdtDbtInd` (CRDT/DBIT), `BookgDt` (or `ValDt`) as `Dt` or `DtTm`, `Sts` (BOOK,
 * PDNG; `Sts/Cd` from version 08), the reference from `AcctSvcrRef`, `NtryRef` or the first
 * transaction's `Refs`, the text from `RmtInf/Ustrd` (else `AddtlTxInf`, `AddtlNtryInf`) and the
 * payee from `RltdPties` (the creditor of a debit, the debtor of a credit; `Nm` or `Pty/Nm`).
 * Elements are matched whatever their namespace prefix or version. Line numbers are entry numbers.
 */

const ROOT = /<(?:[\w.-]+:)?BkToCstmrStmt[\s>]/;
const CLOSED = /<\/(?:[\w.-]+:)?Document>\s*$/;
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});

/** A child element (the first, when repeated), or undefined. */
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, name) => {
    const next = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[name] : undefined;
    return Array.isArray(next) ? next[0] : next;
  }, node);

/** Every repeated child element. */
const children = (node: unknown, name: string): unknown[] => {
  const value = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};

/** An element's text ('' when absent). */
const text = (node: unknown): string => {
  if (typeof node === 'string') return node.trim();
  const inner = child(node, '#text');
  return typeof inner === 'string' ? inner.trim() : '';
};

const STATES: Record<string, BankState> = { BOOK: 'BOOKED', PDNG: 'PENDING', INFO: 'PENDING' };

/** The day of a `Dt` or `DtTm` under the node, or ''. */
const dayOf = (node: unknown): string => (text(child(node, 'Dt')) || text(child(node, 'DtTm'))).slice(0, 10);

const nameOf = (party: unknown): string => text(child(party, 'Nm')) || text(child(party, 'Pty', 'Nm'));

const parse = (xml: string): LayoutResult | null => {
  if (!CLOSED.test(xml)) return null;
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return null;
  }
  const statements = children(child(document, 'Document', 'BkToCstmrStmt'), 'Stmt');
  const result = emptyResult();
  let number = 0;
  for (const statement of statements) {
    for (const entry of children(statement, 'Ntry')) {
      number += 1;
      const amountText = text(child(entry, 'Amt'));
      const currency = text(child(entry, 'Amt', '@Ccy'));
      const indicator = text(child(entry, 'CdtDbtInd'));
      const dateText = dayOf(child(entry, 'BookgDt')) || dayOf(child(entry, 'ValDt'));
      const raw = `Ntry ${number}: ${indicator} ${amountText} ${currency} ${dateText}`.trim();
      if (indicator !== 'CRDT' && indicator !== 'DBIT') {
        result.refused.push({ line: number, raw, reason: M.entryUnreadable('CdtDbtInd') });
        continue;
      }
      const transactions = children(child(entry, 'NtryDtls'), 'TxDtls');
      const first = transactions[0];
      const amount = readAmount(amountText, '.');
      const status = text(child(entry, 'Sts')) || text(child(entry, 'Sts', 'Cd'));
      const endToEnd = text(child(first, 'Refs', 'EndToEndId'));
      addEntry(result, {
        line: number,
        raw,
        date: readDate(dateText, 'yyyy-mm-dd'),
        dateText,
        amount: amount == null ? amount : indicator === 'DBIT' ? -Math.abs(amount) : Math.abs(amount),
        amountText,
        description:
          transactions.flatMap((tx) => children(child(tx, 'RmtInf'), 'Ustrd').map(text)).join(' ') ||
          text(child(first, 'AddtlTxInf')) ||
          text(child(entry, 'AddtlNtryInf')),
        payee: nameOf(child(first, 'RltdPties', indicator === 'DBIT' ? 'Cdtr' : 'Dbtr')),
        reference:
          text(child(entry, 'AcctSvcrRef')) ||
          text(child(entry, 'NtryRef')) ||
          (endToEnd === 'NOTPROVIDED' ? '' : endToEnd) ||
          text(child(first, 'Refs', 'AcctSvcrRef')),
        state: STATES[status] ?? 'BOOKED',
        currency,
      });
    }
  }
  return result;
};

export const camt053: Layout = {
  id: 'camt053',
  label: 'CAMT.053 (XML)',
  detect: (content) => /^\s*</.test(content) && ROOT.test(content),
  parse,
};
