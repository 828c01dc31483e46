/** Routes of spec point 2 and where each kind of user lands. */
export const ROUTES = {
  root: '/',
  login: '/login',
  register: '/register',
  authCallback: '/auth/callback',
  daily: '/daily',
  transactions: '/transactions',
  lunarGrid: '/lunar-grid',
  options: '/options',
  profile: '/profile',
  performanceTest: '/performance-test',
} as const;

export type NavItem = { id: string; label: string; href: string; icon: string; hideOnMobile?: boolean };

/** The main navigation, in order, with the labels the user reads. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'daily', label: 'Situația Zilei', href: ROUTES.daily, icon: 'calendar-check' },
  { id: 'transactions', label: 'Tranzacții', href: ROUTES.transactions, icon: 'list' },
  { id: 'lunar-grid', label: 'Grid Lunar', href: ROUTES.lunarGrid, icon: 'grid-3x3', hideOnMobile: true },
  { id: 'options', label: 'Opțiuni', href: ROUTES.options, icon: 'settings' },
  { id: 'profile', label: 'Profil', href: ROUTES.profile, icon: 'user' },
];

const PUBLIC_ROUTES: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.authCallback];
const PRIVATE_ROUTES: readonly string[] = [
  ROUTES.daily,
  ROUTES.transactions,
  ROUTES.lunarGrid,
  ROUTES.options,
  ROUTES.profile,
  ROUTES.performanceTest,
];

/** Where the user goes after e-mail login and after the provider callback. */
export const POST_LOGIN_ROUTE = ROUTES.transactions;
export const POST_PROVIDER_CALLBACK_ROUTE = ROUTES.daily;

const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The redirect for a path, or null when the path is served as is. Signed-out users reach only
 * login, register and the callback; signed-in users land on /daily for / and unknown paths.
 */
export const resolveRedirect = (path: string, isAuthenticated: boolean): string | null => {
  const normalized = normalizePath(path);
  if (!isAuthenticated) return PUBLIC_ROUTES.includes(normalized) ? null : ROUTES.login;
  return PRIVATE_ROUTES.includes(normalized) ? null : ROUTES.daily;
};

/** The navigation label of a path, for titles, tabs and breadcrumbs. */
export const routeLabel = (path: string): string | undefined =>
  NAV_ITEMS.find((item) => item.href === normalizePath(path))?.label;

export const APP_NAME = 'Buget';

/** The document title of a page: 'Tranzacții | Buget', or the app name alone. */
export const pageTitle = (path: string): string => {
  const label = routeLabel(path);
  return label ? `${label} | ${APP_NAME}` : APP_NAME;
};
