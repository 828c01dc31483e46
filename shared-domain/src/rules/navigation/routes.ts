/**
 * Routes of spec point 2 and where each kind of user lands. The signed-in pages the shell shows
 * come from config.json (pages.ts); these are the paths the default configuration gives them,
 * which pages link to.
 */
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

/** The shell's own signed-in page (spec point 2: /performance-test). */
export const PERFORMANCE_PAGE = {
  path: ROUTES.performanceTest,
  label: 'Test de performanță',
  description: 'Cât durează încărcarea aplicației și a fiecărei pagini în acest browser.',
} as const;

/** Where the user goes after e-mail login and after the provider callback. */
export const POST_LOGIN_ROUTE = ROUTES.transactions;
export const POST_PROVIDER_CALLBACK_ROUTE = ROUTES.daily;

const APP_NAME = 'Buget';

/** The document title of a page: 'Tranzacții · Buget'. */
export const pageTitle = (label: string): string => `${label} · ${APP_NAME}`;
