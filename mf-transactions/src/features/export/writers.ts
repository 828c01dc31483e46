import { categoryLabel } from '@buget/shared-domain/categories';
import type { TransactionRow } from '@buget/shared-domain/transactions';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { FREQUENCY_LABELS, STATUS_LABELS, TYPE_LABELS } from '../labels';

/** The exported columns: the table's, with the stored codes beside their Romanian names. */
export const EXPORT_HEADERS = ['ID', 'Tip', 'Sumă', 'Monedă', 'Categorie', 'Subcategorie', 'Dată', 'Recurentă', 'Frecvență', 'Descriere', 'Stare', 'Sold cumulat'] as const;

export type ExportRecord = {
  id: string;
  type: string;
  amount: number;
  currency: string;
  category: string;
  subcategory: string;
  date: string;
  recurring: boolean;
  frequency: string;
  description: string;
  status: string;
  runningBalance: number;
};

/** A table row → one exported record (labels in Romanian, numbers as numbers). */
export const toExportRecord = (row: TransactionRow): ExportRecord => ({
  id: row.id,
  type: TYPE_LABELS[row.type],
  amount: row.amount,
  currency: row.currency ?? 'RON',
  category: categoryLabel(row.category),
  subcategory: row.subcategory ?? '',
  date: row.date,
  recurring: row.recurring ?? false,
  frequency: FREQUENCY_LABELS[row.frequency ?? 'NONE'],
  description: row.description ?? '',
  status: STATUS_LABELS[row.execution_status ?? 'PENDING'],
  runningBalance: row.running_balance,
});

const cells = (r: ExportRecord): (string | number)[] => [
  r.id, r.type, r.amount, r.currency, r.category, r.subcategory, r.date, r.recurring ? 'Da' : 'Nu', r.frequency, r.description, r.status, r.runningBalance,
];

/** A writer gets pages one after another and hands back Blob parts; nothing keeps the rows. */
export interface ExportWriter {
  start(title: string | undefined): BlobPart[];
  page(rows: readonly TransactionRow[]): BlobPart[];
  finish(): BlobPart[];
  mime: string;
}

const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV (RFC 4180, comma, CRLF) with a BOM so Excel reads the diacritics; the title is a first line. */
export function csvWriter(): ExportWriter {
  return {
    mime: 'text/csv;charset=utf-8',
    start: (title) => ['\uFEFF', title ? `${csvCell(title)}\r\n` : '', `${EXPORT_HEADERS.map(csvCell).join(',')}\r\n`],
    page: (rows) => [rows.map((row) => cells(toExportRecord(row)).map(csvCell).join(',')).join('\r\n') + '\r\n'],
    finish: () => [],
  };
}

/** JSON: { title?, exportedAt, transactions: [...] }, written as a stream of array items. */
export function jsonWriter(now: Date = new Date()): ExportWriter {
  let first = true;
  return {
    mime: 'application/json',
    start: (title) => [`{${title ? `"title":${JSON.stringify(title)},` : ''}"exportedAt":${JSON.stringify(now.toISOString())},"transactions":[`],
    page: (rows) => {
      const parts = rows.map((row) => {
        const text = (first ? '\n' : ',\n') + JSON.stringify(toExportRecord(row));
        first = false;
        return text;
      });
      return [parts.join('')];
    },
    finish: () => ['\n]}\n'],
  };
}

const xml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)
    // Characters XML 1.0 cannot carry at all.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

const COLUMN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const xlsxCell = (ref: string, value: string | number): string =>
  typeof value === 'number'
    ? `<c r="${ref}" t="n"><v>${value}</v></c>`
    : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(value)}</t></is></c>`;
/** Rows carry their number (r): optional in the standard, required by some readers. */
const xlsxRow = (r: number, values: (string | number)[]): string => `<row r="${r}">${values.map((v, i) => xlsxCell(`${COLUMN_LETTERS[i]}${r}`, v)).join('')}</row>`;

const STATIC_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Tranzacții" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/**
 * Excel (.xlsx): SpreadsheetML written row by row into fflate's streaming zip, so only the
 * compressed bytes accumulate (no workbook object in memory). Strings are inline; one sheet.
 * Level 1: the sheet is repetitive XML, so the fastest level still shrinks it several times.
 */
export function xlsxWriter(): ExportWriter {
  let out: BlobPart[] = [];
  let r = 0;
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk as Uint8Array<ArrayBuffer>);
  });
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  const take = (): BlobPart[] => {
    const parts = out;
    out = [];
    return parts;
  };
  return {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    start: (title) => {
      for (const [name, text] of Object.entries(STATIC_PARTS)) {
        const file = new ZipPassThrough(name);
        zip.add(file);
        file.push(strToU8(text), true);
      }
      zip.add(sheet);
      sheet.push(strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${title ? xlsxRow(++r, [title]) : ''}${xlsxRow(++r, [...EXPORT_HEADERS])}`));
      return take();
    },
    page: (rows) => {
      sheet.push(strToU8(rows.map((row) => xlsxRow(++r, cells(toExportRecord(row)))).join('')));
      return take();
    },
    finish: () => {
      sheet.push(strToU8('</sheetData></worksheet>'), true);
      zip.end();
      return take();
    },
  };
}
