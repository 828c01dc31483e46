import * as z from 'zod/mini';
import { ROUTES } from './routes';

/**
 * The signed-in pages, as config.json lists them (issue 27 point 2): the shell learns them at
 * start, not from its build, so a page is added by a config.json entry and a deploy of its remote.
 */

/** The icons the shell has for a page (a config.json entry names one). */
export const PAGE_ICON_NAMES = ['daily', 'transactions', 'grid', 'reports', 'options', 'profile'] as const;
export type PageIconName = (typeof PAGE_ICON_NAMES)[number];

/** The shell's own paths: a page of config.json cannot take them. */
const RESERVED_PATHS: readonly string[] = [
  ROUTES.root,
  ROUTES.login,
  ROUTES.register,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.performanceTest,
  '/auth',
];

/** What config.json says about a page's keys: 'Alt+' and a letter. */
const SHORTCUT_PATTERN = /^Alt\+[A-Z]$/;

const text = (what: string) => z.string(`${what} lipsește`).check(z.trim(), z.minLength(1, `${what} lipsește`));

const appPageSchema = z.object({
  /** Stable name: the visit history, tabs and test ids use it. */
  id: z.string('id-ul lipsește').check(z.regex(/^[a-z][a-z0-9-]*$/, 'id-ul are doar litere mici, cifre și „-”, ca „rapoarte”')),
  /** One path segment: '/reports'; the remote routes what lies below it. */
  path: z.string('calea lipsește').check(z.regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'calea este „/” urmat de litere mici, cifre și „-”, ca „/reports”')),
  /** A key of config.json `remotes`: the remote that renders the page. */
  remote: text('remote-ul'),
  /** Navigation label, page title and the palette's entry. */
  label: text('eticheta'),
  /** The page's description meta tag and the palette's line under the label. */
  description: text('descrierea'),
  icon: z.enum(PAGE_ICON_NAMES, `pictograma nu există; alege una dintre: ${PAGE_ICON_NAMES.join(', ')}`),
  /** Whether the page is in the phone's bottom bar and menu (the grid is a desktop feature). */
  inMobileNav: z.boolean('inMobileNav este true sau false'),
  /** The page uses the whole screen: no header, tabs or content padding (the grid). */
  bare: z.boolean('bare este true sau false'),
  /** The keys that open the page from anywhere, 'Alt+T'. */
  shortcut: z.optional(z.string().check(z.regex(SHORTCUT_PATTERN, 'scurtătura este „Alt+” urmat de o literă mare, ca „Alt+R”'))),
  /** More words the command palette finds the page by. */
  keywords: z.optional(z.array(z.string('un cuvânt-cheie este un text'), 'keywords este o listă de texte')),
});

export type AppPage = z.infer<typeof appPageSchema>;

/** A value taken by two pages: the field and the Romanian name of what is repeated. */
const UNIQUE_FIELDS = [
  ['id', 'id-ul'],
  ['path', 'calea'],
  ['shortcut', 'scurtătura'],
] as const satisfies readonly (readonly [keyof AppPage, string])[];

/** The pages in navigation order: at least one, ids, paths and shortcuts each used once, no shell path taken. */
export const appPagesSchema = z.array(appPageSchema, 'pages este o listă de pagini').check(
  z.minLength(1, 'lista de pagini este goală'),
  z.superRefine((pages, ctx) => {
    for (const [field, name] of UNIQUE_FIELDS) {
      const seen = new Map<string, number>();
      pages.forEach((page, index) => {
        const value = page[field];
        if (value === undefined) return;
        const first = seen.get(value);
        if (first === undefined) seen.set(value, index);
        else ctx.addIssue({ code: 'custom', path: [index, field], message: `${name} „${value}” este deja la pages[${first}]` });
      });
    }
    pages.forEach((page, index) => {
      if (RESERVED_PATHS.includes(page.path)) {
        ctx.addIssue({ code: 'custom', path: [index, 'path'], message: `calea „${page.path}” este a aplicației; alege alta` });
      }
    });
  }),
);

/** The page a path belongs to (its own path or one below it), if any. */
export const pageAt = (pages: readonly AppPage[], pathname: string): AppPage | undefined =>
  pages.find((page) => pathname === page.path || pathname.startsWith(`${page.path}/`));
