import { TRANSACTION_SEARCH_PARAM } from '@buget/shared-domain/constants';
import { formatMonthKey, parseMonthKey, ROMANIAN_MONTHS, type MonthKey } from '@buget/shared-domain/planning';
import { foldText, type IsoDate, type PaletteItem } from '@buget/shared-domain/rules';
import { useGlobalDateStore, usePageRequestStore, type PageRequestKind } from '@buget/shared-domain/stores';

/** What a palette action gets to do its work: the shell's navigation. */
export type PaletteActionContext = { go: (to: string) => void };

/**
 * An action of the palette beyond the spec's navigation (issue 28 point 7). `typed` ones are made
 * from the query (a month, a text search) and are not kept among the recent actions.
 */
export type PaletteAction = PaletteItem & { id: string; run: (context: PaletteActionContext) => void; typed?: true };

/** A page of the navigation, as the palette needs it: the actions go to the pages they belong to. */
export type PalettePage = { id: string; path: string };

/** The path of the page with this id; undefined when the app has no such page (no action then). */
const pagePath = (pages: readonly PalettePage[], id: string): string | undefined => pages.find((page) => page.id === id)?.path;

const onPage = (path: string) => window.location.pathname === path || window.location.pathname.startsWith(`${path}/`);

/**
 * Asks the page for a dialog (the page takes the request when it is shown, see usePageRequests)
 * and moves there unless it is already shown, so its filters in the link stay as they are.
 */
const askPage = (path: string, kind: PageRequestKind) => (context: PaletteActionContext) => {
  if (!onPage(path)) context.go(path);
  usePageRequestStore.getState().ask(path, kind);
};

/** The actions that are always offered; the priorities place them among the navigation items. */
export function staticPaletteActions(pages: readonly PalettePage[]): PaletteAction[] {
  const transactions = pagePath(pages, 'transactions');
  if (!transactions) return [];
  return [
    {
      id: 'add-transaction',
      title: 'Adaugă tranzacție',
      description: 'Un venit, o cheltuială sau o economie nouă',
      keywords: ['nouă', 'cheltuială', 'venit', 'economie', 'plată'],
      priority: 95,
      run: askPage(transactions, 'new-transaction'),
    },
    {
      id: 'add-transfer',
      title: 'Adaugă transfer',
      description: 'Mută bani dintr-un cont în altul',
      keywords: ['conturi', 'retragere', 'numerar'],
      priority: 65,
      run: askPage(transactions, 'new-transfer'),
    },
    {
      id: 'import-statement',
      title: 'Importă extras',
      description: 'Tranzacțiile din extrasul de cont al băncii',
      keywords: ['bancă', 'csv', 'ofx', 'fișier'],
      priority: 62,
      run: askPage(transactions, 'import-statement'),
    },
  ];
}

/** A typed month goes first; a text search is the last resort. */
const PRIORITY = { month: 110, search: 0 } as const;

const FOLDED_MONTHS = ROMANIAN_MONTHS.map((name) => foldText(name));
/** Words a person may type before the month: 'deschide luna martie'. */
const LEAD_WORDS = /^(?:deschide\s+)?(?:luna\s+)?/;

const monthKey = (year: number, month: number): MonthKey | null => {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  return year >= 1900 && parseMonthKey(key) ? key : null;
};

/**
 * The month a query names, or null: a Romanian month name or the start of one (three letters at
 * least, diacritics ignored: 'mar', 'Martie 2025', 'luna iulie'), a number ('3', '03/2026',
 * '3.2026', '2026-03'). Without a year, the month of this year.
 */
export function typedMonth(query: string, today: IsoDate): MonthKey | null {
  const text = foldText(query.trim()).replace(LEAD_WORDS, '').trim();
  const thisYear = Number(today.slice(0, 4));
  const isoLike = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (isoLike) return monthKey(Number(isoLike[1]), Number(isoLike[2]));
  const numeric = /^(\d{1,2})(?:\s*[./\-\s]\s*(\d{4}))?$/.exec(text);
  if (numeric) return monthKey(numeric[2] ? Number(numeric[2]) : thisYear, Number(numeric[1]));
  const named = /^([a-z]{3,})\.?(?:\s+(\d{4}))?$/.exec(text);
  if (!named) return null;
  const word = named[1]!;
  const found = FOLDED_MONTHS.flatMap((name, index) => (name.startsWith(word) ? [index + 1] : []));
  return found.length === 1 ? monthKey(named[2] ? Number(named[2]) : thisYear, found[0]!) : null;
}

const monthIndex = (key: MonthKey): number => {
  const parsed = parseMonthKey(key)!;
  return parsed.year * 12 + parsed.month;
};

/** The actions made from the query: open the month it names in the grid, search the transactions for it. */
export function typedPaletteActions(query: string, today: IsoDate, pages: readonly PalettePage[]): PaletteAction[] {
  const text = query.trim();
  if (!text) return [];
  const actions: PaletteAction[] = [];
  const grid = pagePath(pages, 'lunar-grid');
  const month = typedMonth(text, today);
  // The query itself is a keyword: whatever was typed, the item it made matches it.
  if (grid && month) {
    actions.push({
      id: 'open-month',
      title: `Deschide luna ${formatMonthKey(month)}`,
      description: 'În Grid Lunar',
      keywords: [text],
      priority: PRIORITY.month,
      typed: true,
      run: ({ go }) => {
        // The grid shows the month of the shared selected day: move that day to the month.
        const dates = useGlobalDateStore.getState();
        dates.shiftMonths(monthIndex(month) - monthIndex(dates.selectedDate.slice(0, 7)));
        if (!onPage(grid)) go(grid);
      },
    });
  }
  const transactions = pagePath(pages, 'transactions');
  if (transactions) {
    actions.push({
      id: 'search-transactions',
      title: `Caută „${text}” în tranzacții`,
      description: 'Tranzacțiile care conțin textul',
      keywords: [text],
      priority: PRIORITY.search,
      typed: true,
      run: ({ go }) => {
        // The search is in the link (the page's own filter); a page already shown reads it again,
        // once the link is in the address bar (the router's move is synchronous).
        go(`${transactions}?${new URLSearchParams({ [TRANSACTION_SEARCH_PARAM]: text }).toString()}`);
        usePageRequestStore.getState().ask(transactions, 'follow-link');
      },
    });
  }
  return actions;
}
