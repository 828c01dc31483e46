import { btCsv } from './bt-csv';
import { camt053 } from './camt053';
import { ingCsv } from './ing-csv';
import { mt940 } from './mt940';
import { ofx } from './ofx';
import { revolutCsv } from './revolut-csv';
import type { Layout } from './layout';

/**
 * Every layout the import recognises, tried in this order on a file's content; a CSV none of them
 * fits goes to the column mapping (csv-mapped.ts). A new bank: one module, its fixture and test, a
 * line here.
 */
export const LAYOUTS: readonly Layout[] = [camt053, ofx, mt940, btCsv, ingCsv, revolutCsv];
