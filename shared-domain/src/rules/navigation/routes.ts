/** Routes of spec point 2 and where each kind of user lands. */
export const ROUTES = {
  root: '/',
  login: '/login',
  register: '/register',
  /** Asks for the recovery e-mail (issue 15 point 7). */
  forgotPassword: '/forgot-password',
  /** Where the recovery e-mail's link lands: the new password. */
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
  daily: '/daily',
  transactions: '/transactions',
  lunarGrid: '/lunar-grid',
  options: '/options',
  profile: '/profile',
  performanceTest: '/performance-test',
} as const;

export type AppPageId = 'daily' | 'transactions' | 'lunar-grid' | 'options' | 'profile';

/** A signed-in page of spec point 2, as the navigation, the title and the tabs show it. */
export type AppPage = {
  id: AppPageId;
  path: string;
  /** Navigation label and page title. */
  label: string;
  /** The page's description meta tag. */
  description: string;
  /** The grid is a desktop and tablet feature: not in the mobile navigation. */
  inMobileNav: boolean;
  /** The grid uses the whole screen: no header, no content padding. */
  bare: boolean;
};

/** The main navigation, in order. */
export const APP_PAGES: readonly AppPage[] = [
  {
    id: 'daily',
    path: ROUTES.daily,
    label: 'Situația Zilei',
    description: 'Sumele planificate și cele realizate pentru ziua aleasă.',
    inMobileNav: true,
    bare: false,
  },
  {
    id: 'transactions',
    path: ROUTES.transactions,
    label: 'Tranzacții',
    description: 'Toate veniturile, cheltuielile și economiile tale.',
    inMobileNav: true,
    bare: false,
  },
  {
    id: 'lunar-grid',
    path: ROUTES.lunarGrid,
    label: 'Grid Lunar',
    description: 'Planificarea bugetului pe luni, zi cu zi.',
    inMobileNav: false,
    bare: true,
  },
  {
    id: 'options',
    path: ROUTES.options,
    label: 'Opțiuni',
    description: 'Categorii, conturi și setările aplicației.',
    inMobileNav: true,
    bare: false,
  },
  {
    id: 'profile',
    path: ROUTES.profile,
    label: 'Profil',
    description: 'Contul tău, exportul datelor și ștergerea contului.',
    inMobileNav: true,
    bare: false,
  },
];

/** The shell's own signed-in page (spec point 2: /performance-test). */
export const PERFORMANCE_PAGE = {
  path: ROUTES.performanceTest,
  label: 'Test de performanță',
  description: 'Cât durează încărcarea aplicației și a fiecărei pagini în acest browser.',
} as const;

/** The page a path belongs to (its own path or one below it), if any. */
export const pageAt = (pathname: string): AppPage | undefined =>
  APP_PAGES.find((page) => pathname === page.path || pathname.startsWith(`${page.path}/`));

/** Where the user goes after e-mail login and after the provider callback. */
export const POST_LOGIN_ROUTE = ROUTES.transactions;
export const POST_PROVIDER_CALLBACK_ROUTE = ROUTES.daily;

const APP_NAME = 'Buget';

/** The document title of a page: 'Tranzacții · Buget'. */
export const pageTitle = (label: string): string => `${label} · ${APP_NAME}`;
