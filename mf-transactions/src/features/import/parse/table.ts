import type { CsvEncoding } from '@buget/shared-domain/imports';
import { CSV_DELIMITERS } from '@buget/shared-domain/imports';
import { foldCell, readCsv } from './csv';
import { decodeStatement } from './text';
import type { CsvTable } from './types';

/** Rows the mapping step shows (and the most a header row may be preceded by there). */
const TABLE_ROWS = 20;
/** Enough text for the first rows of any real export. */
const SAMPLE_CHARS = 64 * 1024;
/** public.import_mappings.shape holds at most this many characters. */
const MAX_SHAPE = 2000;

/** The text before the last line end within SAMPLE_CHARS: whole rows only. */
const sampleOf = (text: string): string => {
  const cut = text.length > SAMPLE_CHARS ? text.lastIndexOf('\n', SAMPLE_CHARS) : -1;
  return cut > 0 ? text.slice(0, cut) : text;
};

const modalWidth = (rows: string[][]): { width: number; count: number } => {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let best = { width: 0, count: 0 };
  for (const [width, count] of counts) {
    if (width > 1 && (count > best.count || (count === best.count && width > best.width))) best = { width, count };
  }
  return best;
};

/**
 * A CSV no layout recognised, as the mapping step shows it: the delimiter under which most of the
 * first rows have the same number (≥ 2) of columns; null when no delimiter gives two such rows (not
 * a table). The shape is the delimiter and the folded cells of the first row of that width with
 * the most cells filled (the header, usually; cells holding digits count as '#'), the same for
 * every file of that layout.
 */
export const csvTable = (text: string, encoding: CsvEncoding): CsvTable | null => {
  const sample = sampleOf(text);
  let best: { delimiter: string; rows: string[][]; width: number; count: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    const rows = readCsv(sample, delimiter)
      .slice(0, TABLE_ROWS)
      .map((record) => record.cells);
    const { width, count } = modalWidth(rows);
    if (count >= 2 && (!best || count > best.count || (count === best.count && width > best.width))) best = { delimiter, rows, width, count };
  }
  if (!best) return null;
  const filled = (row: string[]) => row.filter((cell) => cell.trim() !== '').length;
  const wide = best.rows.filter((row) => row.length === best.width);
  const header = wide.find((row) => filled(row) === Math.max(...wide.map(filled))) ?? [];
  const cells = header.map((cell) => (/\d/.test(cell) ? '#' : foldCell(cell)));
  const shape = [best.delimiter === '\t' ? 'tab' : best.delimiter, ...cells].join('|').slice(0, MAX_SHAPE);
  return { delimiter: best.delimiter, encoding, rows: best.rows, shape };
};

/**
 * The first rows of a file as a delimiter and an encoding the user chose read them: the mapping
 * step's sample and column names follow the choice instead of the guess.
 */
export const sampleRows = (bytes: Uint8Array, delimiter: string, encoding: CsvEncoding): string[][] => {
  // UTF-8 takes at most 4 bytes a character: these bytes hold the SAMPLE_CHARS characters.
  const { text } = decodeStatement(bytes.subarray(0, SAMPLE_CHARS * 4), encoding);
  return readCsv(sampleOf(text.replace(/^\uFEFF/, '')), delimiter)
    .slice(0, TABLE_ROWS)
    .map((record) => record.cells);
};
