import type { IsoDate } from '@buget/shared-domain/rules';
import type { ExportFormat } from '@buget/shared-domain/schemas';

const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', excel: 'xlsx', json: 'json' };

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The file name: the user's, else 'buget-tranzactii-<date>', with the format's extension. */
export const exportFileName = (options: { format: ExportFormat; filename?: string | undefined }, today: IsoDate): string => {
  const base = (options.filename && slug(options.filename.replace(/\.[a-z0-9]+$/i, ''))) || `buget-tranzactii-${today}`;
  return `${base}.${EXPORT_FILE_EXTENSIONS[options.format]}`;
};

/** Progress in whole percent, 0 to 100. */
export const exportProgress = (done: number, total: number): number =>
  total <= 0 ? 100 : Math.min(100, Math.max(0, Math.round((done / total) * 100)));
