import Papa from 'papaparse';
import { CSV_DELIMITERS } from '@buget/shared-domain/imports';
import { foldText } from '@buget/shared-domain/rules';

/** One CSV record with the 1-based line it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const countNewlines = (cells: string[]): number => {
  let count = 0;
  for (const cell of cells) for (let at = cell.indexOf('\n'); at >= 0; at = cell.indexOf('\n', at + 1)) count += 1;
  return count;
};

const isBlank = (cells: string[]): boolean => cells.every((cell) => cell.trim() === '');

/**
 * The text's records (papaparse; line ends already '\n'), blank ones left out, each with the line
 * it starts on, counted from firstLine. A quoted cell may span lines.
 */
export const readCsv = (text: string, delimiter: string, firstLine = 1): CsvRecord[] => {
  const { data } = Papa.parse<string[]>(text, { delimiter, newline: '\n', quoteChar: '"', skipEmptyLines: false });
  const records: CsvRecord[] = [];
  let line = firstLine;
  for (const cells of data) {
    if (!isBlank(cells)) records.push({ line, cells });
    line += 1 + countNewlines(cells);
  }
  return records;
};

/** The delimiter a line uses most outside quotes ("," when it uses none). */
export const guessDelimiter = (line: string): string => {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (CSV_DELIMITERS as readonly string[]).includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  let most = 0;
  for (const [delimiter, count] of counts) {
    if (count > most) [best, most] = [delimiter, count];
  }
  return best;
};

/** A header cell as layouts compare it: no quotes or diacritics, lower case, single spaces. */
export const foldCell = (cell: string): string => foldText(cell.replace(/"/g, '')).replace(/\s+/g, ' ').trim();

/** Where a layout's header line is: the text from it on, its delimiter, its line and folded cells. */
export interface CsvHeader {
  delimiter: string;
  /** 1-based. */
  line: number;
  cells: string[];
  /** The text from the header line on. */
  body: string;
}

/** Lines a header may come after (Banca Transilvania's export has about ten lines of preamble). */
const HEADER_SEARCH_LINES = 40;

/** The first line among the first forty whose folded cells the test accepts, or null. */
export const findHeader = (text: string, test: (cells: string[]) => boolean): CsvHeader | null => {
  let start = 0;
  for (let index = 0; index < HEADER_SEARCH_LINES && start < text.length; index += 1) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    const delimiter = guessDelimiter(line);
    const cells = (Papa.parse<string[]>(line, { delimiter, newline: '\n' }).data[0] ?? []).map(foldCell);
    if (test(cells)) return { delimiter, line: index + 1, cells, body: text.slice(start) };
    if (end < 0) break;
    start = end + 1;
  }
  return null;
};

/** The records under a found header, with the header's own record first. */
export const readUnderHeader = (header: CsvHeader): CsvRecord[] => readCsv(header.body, header.delimiter, header.line);

/** A record written back as CSV, for a refused row: a cell holding the delimiter, a quote or a line end is quoted. */
export const rawOf = (record: CsvRecord, delimiter: string): string =>
  record.cells
    .map((cell) => (cell.includes(delimiter) || cell.includes('"') || cell.includes('\n') ? `"${cell.replace(/"/g, '""')}"` : cell))
    .join(delimiter);

const SUMMARY = /^(sold|rulaj|total)\b/i;

/** A closing line of a statement ('Sold final', 'Rulaj total cont', 'Total'): no entry, left out when it has no date. */
export const isSummaryRow = (cells: string[]): boolean => cells.some((cell) => SUMMARY.test(cell.trim()));
