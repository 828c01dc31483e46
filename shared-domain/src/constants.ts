/**
 * Every business constant and limit of the specification (point 9), in one place.
 * Other modules import from here; no figure below is written twice anywhere else.
 */

export const CURRENCIES = ['RON', 'EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY = 'RON';
export const CURRENCY_SYMBOLS = { RON: 'lei', EUR: '€', USD: '$', GBP: '£' } as const;
/** A currency's name in words, as a caption says it ('Flux de numerar pe luni, în euro'). */
export const CURRENCY_WORDS = { RON: 'lei', EUR: 'euro', USD: 'dolari', GBP: 'lire sterline' } as const satisfies Record<Currency, string>;

export const AMOUNT = { max: 1_000_000, precision: 0.001 } as const;
export const TEXT_LIMITS = {
  description: { min: 1, max: 1000 },
  category: { min: 1, max: 100 },
  id: { min: 1, max: 100 },
  fieldMax: 500,
} as const;

export const PAGINATION_DEFAULTS = { pageSize: 10, offset: 0, sortBy: 'date' } as const;
/** Above this many items a request or export is treated as a potential denial of service. */
export const MEMORY_THRESHOLD = 10_000;

export const ACCOUNT_LIMITS = { maxAccounts: 10, nameMin: 2, nameMax: 50 } as const;
/**
 * The default accounts' initial balances. The spec says 1000 / 200 / 0 RON; we start every one at 0
 * (issue 22 point 5): the first-run card on /daily asks what each account really holds, and until
 * it is answered the header says the balances are not set, instead of counting money the user may
 * not have.
 */
export const DEFAULT_ACCOUNT_BALANCES = { checking: 0, cash: 0, investment: 0 } as const;
/** Account create and update are retried twice more, after 500 ms then 1000 ms (spec point 9). */
export const ACCOUNT_WRITE_RETRY_DELAYS_MS = [500, 1000] as const;

export const RECURRING_LOOKAHEAD_DAYS = { min: 0, max: 3650 } as const;

/**
 * The sign-in and register forms' minimum (spec point 5). The stricter rule checked before sign-up
 * is the auth server's policy, which the app reads from config.json (auth/password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = { form: 6 } as const;
export const REGISTER_SUCCESS_NOTICE_MS = 5000;

/** A table row's height, normal and in compact mode (tokens.css --row-height; the table virtualises by it). */
export const ROW_HEIGHT_PX = { comfortable: 44, compact: 32 } as const;

export const TOAST = { defaultDurationMs: 5000, maxVisible: 5, minWidthPx: 300 } as const;
export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export const DEFAULT_TOAST_POSITION = 'top-right';

export const NAVIGATION_LIMITS = { visitedPages: 10, breadcrumbMaxItems: 5, maxOpenTabs: 8 } as const;
export const PERSISTENCE_DEBOUNCE_MS = { breadcrumbs: 300, navigationState: 500 } as const;

export const SIDEBAR = {
  expandedWidth: '16rem',
  collapsedWidth: '4rem',
  mobileWidth: '20rem',
  /** At this viewport width or less the bottom tab bar replaces the sidebar. */
  breakpointPx: 1024,
  transitionMs: 200,
} as const;

export const TOOLTIP_DELAY_MS = { default: 200, base: 700, skip: 300, collapsedSidebar: 500 } as const;

export const LAZY_PAGE_MIN_DELAY_MS = 200;
export const COMMAND_PALETTE = { emptyQueryItems: 8, searchResults: 10, recentActions: 5 } as const;
/** The transactions page's text-search filter in its link (/transactions?text=...): the page reads it, the palette writes it. */
export const TRANSACTION_SEARCH_PARAM = 'text';
export const AUTO_SAVE_INTERVAL_MS = { default: 30_000, min: 5000, max: 300_000 } as const;
export const BALANCE_INIT_DELAY_MS = 100;
export const RECONNECT_BANNER_MS = 2000;

export const QUERY_CACHE = {
  availableBalance: { staleTimeMs: 30_000, gcTimeMs: 5 * 60_000, retry: 2, refetchOnWindowFocus: true },
  general: { staleTimeMs: 5 * 60_000, gcTimeMs: 10 * 60_000, retry: 1, refetchOnWindowFocus: false },
} as const;

export const ERROR_BOUNDARY = {
  maxRetries: 2,
  recoveryDelayMs: { hydration: 100, hook: 500, chunkLoad: 2000 },
  maxRecoveryAttemptsPerType: 5,
} as const;

export const CALENDAR_GRID_DAYS = 42;

/**
 * Every localStorage key the app writes. The spec names the first six; the rest are ours
 * (docs/decisions.md). supabase-js keeps its session under its own key (`sb-<ref>-auth-token`,
 * data/supabase-client.ts), which its sign-out removes.
 */
export const STORAGE_KEYS = {
  appSettings: 'app-settings-storage',
  accounts: 'budget-app-accounts',
  balance: 'balance-store',
  globalDate: 'global-date-store',
  accountsMigrated: 'accountsMigrated',
  /** The theme the screens before sign-in show: the last one shown on this device. */
  darkMode: 'darkMode',
  gridDeleteConfirm: 'buget-grid-delete-confirm',
  /** The grid's collapsed categories, per user id. */
  gridCollapsed: 'buget-grid-collapsed',
  finalAmountConfirm: 'buget-final-amount-confirm',
  transactionColumns: 'buget-transaction-columns',
  sidebarExpanded: 'buget-sidebar-expanded',
  breadcrumbHistory: 'buget-breadcrumb-history',
  navigationState: 'buget-navigation-state',
  auth: 'buget-auth',
  balanceHidden: 'buget-balance-hidden',
  savedTransactionFilters: 'buget-transaction-filters',
  /** What index.html needs before any bundle has run (shell/src/remotes/start-hints.ts). */
  startHints: 'buget-start-hints',
  /** The id of the user whose data the user's keys hold. */
  storageOwner: 'buget-storage-owner',
} as const;

/**
 * Whose each key is (issue 24 point 5), the one list: a 'user' key is removed at sign-out and
 * when another user signs in on this browser (stores' clearUserStorage); a 'device' key stays, and
 * holds nothing of a person's: the theme before sign-in, and the start hints (whether someone is
 * signed in, and where the deployment's files are).
 */
export const STORAGE_KEY_OWNERS = {
  appSettings: 'user',
  accounts: 'user',
  balance: 'user',
  globalDate: 'user',
  accountsMigrated: 'user',
  darkMode: 'device',
  gridDeleteConfirm: 'user',
  gridCollapsed: 'user',
  finalAmountConfirm: 'user',
  transactionColumns: 'user',
  sidebarExpanded: 'user',
  breadcrumbHistory: 'user',
  navigationState: 'user',
  auth: 'user',
  balanceHidden: 'user',
  savedTransactionFilters: 'user',
  startHints: 'device',
  storageOwner: 'user',
} as const satisfies Record<keyof typeof STORAGE_KEYS, 'user' | 'device'>;

// ——— Figures the spec leaves open; each choice is recorded in docs/decisions.md. ———

/** Custom subcategories a user may add to one category (spec point 3: "value not shown"). */
export const MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY = 5;
/** Custom top-level categories a user may add; the server holds the same limit (private.check_category_data). */
export const MAX_CUSTOM_CATEGORIES = 20;
/** A transaction dated more than this many years before today is rejected as too old. */
export const TRANSACTION_DATE_MAX_AGE_YEARS = 10;
/** Error toasts by severity (spec point 8): 3 s low, 4 s medium (default), 5 s high, 6 s critical. */
export const ERROR_TOAST_DURATIONS_MS = { low: 3000, medium: 4000, high: 5000, critical: 6000 } as const;
/** Ids of accounts created offline start with this, so sync knows they never reached the server. */
export const LOCAL_ACCOUNT_ID_PREFIX = 'local-';
/** While account changes wait for the server, the sync is tried again this often (and on reconnection). */
export const PENDING_ACCOUNTS_RETRY_MS = 10_000;
/** Above this many rows the export dialog asks for confirmation before generating. */
export const EXPORT_CONFIRM_ROW_COUNT = 1000;
/** The largest bank statement file the import reads (issue 25 point 8: a larger one is refused before it is read). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
