import type { LayoutResult } from '../rows';
import type { StatementFormat } from '../types';

/**
 * One bank's (or standard's) statement layout (issue 25 point 1): adding a bank is one module with
 * its fixture and test, registered in layouts/index.ts.
 */
export interface Layout {
  id: Exclude<StatementFormat, 'csv-mapped'>;
  /** As the preview names the file's format: 'Banca Transilvania (CSV)'. */
  label: string;
  /** Whether the decoded text is this layout, from its content (header line, tags, root element). */
  detect(text: string): boolean;
  /** Every entry of the text: rows, and the refused ones with why; null when the file is damaged. */
  parse(text: string): LayoutResult | null;
}
