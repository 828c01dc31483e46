import { PAGINATION_DEFAULTS, TRANSACTION_SEARCH_PARAM } from '@buget/shared-domain/constants';
import { TRANSACTION_FILTER_PARAMS, transactionListFiltersSchema, type TransactionListFilters } from '@buget/shared-domain/transactions';

/** Page sizes the table offers; 100 and 500 are drawn by the virtualised list (issue 6). */
export const PAGE_SIZES = [10, 25, 50, 100, 500] as const;

/**
 * The query-string name of each list field (short, readable, stable once links are shared); the
 * filters other pages link with (a report's drill-down) are shared-domain's.
 */
const PARAMS = {
  limit: 'marime',
  offset: 'de_la',
  sortBy: 'sortare',
  sortDirection: 'ordine',
  type: TRANSACTION_FILTER_PARAMS.type,
  category: TRANSACTION_FILTER_PARAMS.category,
  subcategory: TRANSACTION_FILTER_PARAMS.subcategory,
  dateFrom: TRANSACTION_FILTER_PARAMS.dateFrom,
  dateTo: TRANSACTION_FILTER_PARAMS.dateTo,
  amountMin: 'suma_min',
  amountMax: 'suma_max',
  search: TRANSACTION_SEARCH_PARAM,
  status: 'stare',
  account: TRANSACTION_FILTER_PARAMS.account,
} as const satisfies Record<keyof TransactionListFilters, string>;
type Field = keyof typeof PARAMS;
const NUMERIC: ReadonlySet<Field> = new Set(['limit', 'offset', 'amountMin', 'amountMax']);

export const DEFAULT_FILTERS: TransactionListFilters = transactionListFiltersSchema.parse({});

export type ParsedFilters = { filters: TransactionListFilters; invalid: Field[]; present: boolean };

/**
 * The query string → list filters. Each field is checked on its own against the shared schema,
 * so one bad value is ignored (and reported) while the others still apply.
 */
export function parseFilterParams(search: string): ParsedFilters {
  const params = new URLSearchParams(search);
  const accepted: Record<string, unknown> = {};
  const invalid: Field[] = [];
  let present = false;
  const shape = transactionListFiltersSchema.shape;
  for (const field of Object.keys(PARAMS) as Field[]) {
    const raw = params.get(PARAMS[field]);
    if (raw === null) continue;
    present = true;
    const value = NUMERIC.has(field) ? (raw.trim() === '' ? Number.NaN : Number(raw)) : raw;
    const result = shape[field].safeParse(value);
    if (result.success && result.data !== undefined) accepted[field] = result.data;
    else invalid.push(field);
  }
  if (accepted['limit'] !== undefined && !PAGE_SIZES.includes(accepted['limit'] as (typeof PAGE_SIZES)[number])) {
    delete accepted['limit'];
    invalid.push('limit');
  }
  // Dates the wrong way round: both are ignored rather than showing an empty list.
  if (typeof accepted['dateFrom'] === 'string' && typeof accepted['dateTo'] === 'string' && accepted['dateFrom'] > accepted['dateTo']) {
    delete accepted['dateFrom'];
    delete accepted['dateTo'];
    invalid.push('dateFrom', 'dateTo');
  }
  if (typeof accepted['amountMin'] === 'number' && typeof accepted['amountMax'] === 'number' && accepted['amountMin'] > accepted['amountMax']) {
    delete accepted['amountMin'];
    delete accepted['amountMax'];
    invalid.push('amountMin', 'amountMax');
  }
  return { filters: transactionListFiltersSchema.parse(accepted), invalid, present };
}

/** List filters → the query string; values equal to the defaults are left out. */
export function filtersToParams(filters: TransactionListFilters, base: string = ''): string {
  const params = new URLSearchParams(base);
  for (const field of Object.keys(PARAMS) as Field[]) {
    params.delete(PARAMS[field]);
    const value = filters[field];
    if (value === undefined || value === '' || value === DEFAULT_FILTERS[field]) continue;
    params.set(PARAMS[field], String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Any filter (not paging or sort) differs from the defaults. */
export const hasActiveFilters = (f: TransactionListFilters): boolean =>
  f.type !== undefined ||
  f.category !== undefined ||
  f.subcategory !== undefined ||
  f.dateFrom !== undefined ||
  f.dateTo !== undefined ||
  f.amountMin !== undefined ||
  f.amountMax !== undefined ||
  (f.search ?? '') !== '' ||
  f.status !== undefined ||
  f.account !== undefined;

/** How many filters are set (date range ends and amount bounds count one each): the badge of
 * the collapsed filter panel on phones. */
export const activeFilterCount = (f: TransactionListFilters): number =>
  [f.type, f.category, f.subcategory, f.dateFrom, f.dateTo, f.amountMin, f.amountMax, f.status, f.account].filter((v) => v !== undefined).length +
  ((f.search ?? '') !== '' ? 1 : 0);

/** A change of filter goes back to the first page; paging keeps the filters. */
export const withFilter = (f: TransactionListFilters, patch: Partial<TransactionListFilters>): TransactionListFilters => {
  const next = { ...f, ...patch, offset: 'offset' in patch ? (patch.offset ?? 0) : PAGINATION_DEFAULTS.offset };
  for (const key of Object.keys(next) as Field[]) if (next[key] === '' ) delete next[key];
  return next;
};

/**
 * A page past the end of the list (its only row was deleted, a link with an old offset) → the
 * last page there is; an empty list → the first page. Null when the page is within the list.
 */
export const lastPageFilters = (f: TransactionListFilters, total: number): TransactionListFilters | null => {
  if (f.offset === 0 || f.offset < total) return null;
  return { ...f, offset: total === 0 ? 0 : Math.floor((total - 1) / f.limit) * f.limit };
};
