import { amountFieldText, type IsoDate } from '@buget/shared-domain/rules';
import { parseIsoDate, type DateFormat, type ExportFormat } from '@buget/shared-domain/schemas';

const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', excel: 'xlsx', json: 'json' };

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The file name: the user's, else the report's title (a CSV keeps nothing above its header, so
 * the title names the file), else 'buget-tranzactii-<date>'; with the format's extension.
 */
export const exportFileName = (
  options: { format: ExportFormat; filename?: string | undefined; title?: string | undefined },
  today: IsoDate,
): string => {
  const chosen = (text: string | undefined) => (text ? slug(text.replace(/\.[a-z0-9]+$/i, '')) : '');
  const base = chosen(options.filename) || chosen(options.title) || `buget-tranzactii-${today}`;
  return `${base}.${EXPORT_FILE_EXTENSIONS[options.format]}`;
};

/** Progress in whole percent, 0 to 100. */
export const exportProgress = (done: number, total: number): number =>
  total <= 0 ? 100 : Math.min(100, Math.max(0, Math.round((done / total) * 100)));

/**
 * A number in a CSV cell as Romanian Excel reads it without a wizard: a decimal comma, no
 * thousands dots, bani with two digits ('1234,56', '1234,50', '-100'): the amount fields' text.
 */
export const csvNumberText = (value: number): string => amountFieldText(value);

/** A cell's first character that makes a spreadsheet read the cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What a CSV cell cannot hold bare: the separators of either locale (';' and ','), a quote, a tab or a line break. */
const NEEDS_QUOTES = /[";,\t\n\r]/;

/**
 * A text cell of the CSV (every cell but the numbers: csvNumberText's amounts are never text, so a
 * negative amount stays a number). Text a spreadsheet would run as a formula — a category, a
 * description or an account name beginning with = + - @, a tab or a carriage return — gets a
 * leading apostrophe inside a quoted cell, as OWASP recommends, so Excel shows it as text; a cell
 * with a separator of either locale, a quote or a line break is quoted, its quotes doubled.
 */
export const csvTextCell = (text: string): string => {
  const formula = FORMULA_START.test(text);
  const cell = formula ? `'${text}` : text;
  return formula || NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
};

/** The CSV's cell separator: Romanian Excel reads ';' with a double click (its list separator). */
const CSV_SEPARATOR = ';';

/** What a CSV starts with: a UTF-8 byte order mark, so Excel reads the diacritics. */
export const CSV_BOM = '\uFEFF';

/** One line of the CSV: its cells (already written by csvTextCell or csvNumberText) and CRLF. */
export const csvLine = (cells: readonly string[]): string => `${cells.join(CSV_SEPARATOR)}\r\n`;

/** A whole small CSV (a report): header and rows, numbers bare, text through csvTextCell, empty for null. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string =>
  CSV_BOM +
  csvLine(header.map(csvTextCell)) +
  rows.map((row) => csvLine(row.map((cell) => (cell === null ? '' : typeof cell === 'number' ? csvNumberText(cell) : csvTextCell(cell))))).join('');

/** A day as Excel stores dates: days since 30 December 1899 (its serial date, 1900 date system). */
export const excelSerialDate = (date: IsoDate): number => {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`not a calendar day: ${date}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000 + 25_569;
};

/** The dateFormat setting as an Excel number format ('DD/MM/YYYY' → 'dd/mm/yyyy'). */
export const excelDateFormat = (dateFormat: DateFormat): string => dateFormat.toLowerCase();

const SHEET_NAME_MAX = 31;

/**
 * A report title as an Excel sheet name: without the characters a sheet name may not hold
 * (\ / ? * [ ] :), trimmed, at most 31 characters; none left, `fallback`.
 */
export const excelSheetName = (title: string | undefined, fallback: string): string => {
  // A sheet name may not start or end with an apostrophe either.
  const cleaned = (title ?? '').replace(/[\\/?*[\]:]/g, ' ').replace(/^[\s']+|[\s']+$/g, '').replace(/\s+/g, ' ');
  return cleaned.slice(0, SHEET_NAME_MAX).replace(/[\s']+$/, '') || fallback;
};
