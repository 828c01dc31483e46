import { EXPORT_CONFIRM_ROW_COUNT, MEMORY_THRESHOLD } from '../constants';
import type { IsoDate } from '../dates/iso-date';
import { ERROR_MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../result/result';
import { EXPORT_FORMATS, exportOptionsSchema, type ExportFormat, type ExportOptions } from '../schemas/export';

export const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', excel: 'xlsx', json: 'json' };

/** Validates export options; an unknown format gets the catalogue's unsupported-format text. */
export const validateExportOptions = (input: Readonly<Record<string, unknown>>): Result<ExportOptions, string> => {
  if (!EXPORT_FORMATS.includes(input['format'] as ExportFormat)) return err(ERROR_MESSAGES.EXPORT_FORMAT_NESUPORTAT);
  const parsed = exportOptionsSchema.safeParse(input);
  return parsed.success ? ok(parsed.data) : err(ERROR_MESSAGES.EXPORT_DATE_INVALIDE);
};

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The file name: the user's, else 'buget-tranzactii-<date>', with the format's extension. */
export const exportFileName = (options: Pick<ExportOptions, 'format' | 'filename'>, today: IsoDate): string => {
  const base = (options.filename && slug(options.filename.replace(/\.[a-z0-9]+$/i, ''))) || `buget-tranzactii-${today}`;
  return `${base}.${EXPORT_FILE_EXTENSIONS[options.format]}`;
};

/** Large exports ask first; beyond the memory threshold they are refused outright. */
export const exportSizeCheck = (rowCount: number): 'ok' | 'confirm' | 'tooLarge' =>
  rowCount > MEMORY_THRESHOLD ? 'tooLarge' : rowCount > EXPORT_CONFIRM_ROW_COUNT ? 'confirm' : 'ok';

/** Progress in whole percent, 0 to 100. */
export const exportProgress = (done: number, total: number): number =>
  total <= 0 ? 100 : Math.min(100, Math.max(0, Math.round((done / total) * 100)));
