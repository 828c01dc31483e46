/**
 * Which requests the service worker (sw.ts) keeps, and how: the app's own files only, so the app
 * opens without the network for a user who opened it before (issue 13 point 3). Data never: the
 * Supabase API and auth answers stay with React Query and the accounts' local queue.
 *
 * A pure function of the request's URL, method and mode, so the worker's fetch events and the
 * page's list of files it loaded before the worker took control (CACHE_LOADED_FILES) are sorted
 * by the same rule.
 */

/**
 * - page: a same-origin navigation to a route (a path without a file extension), answered with the
 *   shell's index.html: network first, kept under one key for every route.
 * - latest: files that name other files and are served no-cache (config.json, each remote's
 *   mf-manifest.json and remoteEntry.js), and a content-hashed file fetched without CORS from
 *   another origin (an opaque answer whose status cannot be checked): network first, the kept copy
 *   only when the network fails, so a remote redeployed alone shows on the next load.
 * - immutable: content-hashed files (`main.1cdecb3e.js`, `245.350b06bb.css`, the build's
 *   `[name].[contenthash:8]` names): from the kept copy first, the network when there is none.
 */
export type CachingRule = 'page' | 'latest' | 'immutable';

export type RequestFacts = {
  url: URL;
  method: string;
  /** Request.mode: 'navigate' for a page load, 'no-cors' for a plain <script> or <link>. */
  mode: RequestMode;
  /** The origin the worker (and the shell) is served from. */
  appOrigin: string;
};

/**
 * The caches: the page, and the files of both other rules in one, since a file's rule can differ
 * between requests (a remote's chunk from another origin: a plain <script> asks for it without
 * CORS, the page's list of loaded files with it) and each must find the other's copy.
 * A new name only when what a cache holds changes shape.
 */
export const CACHE_NAMES = { page: 'buget-page-v1', files: 'buget-files-v1' } as const;

/** The one key every route's index.html is kept under. */
export const PAGE_CACHE_KEY = '/index.html';

/** Files kept at most (the oldest kept go first): about three deploys of every app. */
export const MAX_KEPT_FILES = 1000;

const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(js|mjs|css|woff2?|svg|png|webp)$/;
const NAMES_OTHER_FILES = /\/(mf-manifest\.json|remoteEntry\.js)$/;

/**
 * The Supabase API's roots (REST and RPC, auth, storage, functions, realtime). No rule takes a
 * request under one of them, on any origin: a same-origin navigation to /auth/v1/verify (an e-mail
 * link) or /rest/v1/… is the API's, never the page, in every browser.
 */
const SUPABASE_API_ROOTS = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1', '/realtime/v1'] as const;

const isSupabaseApi = (pathname: string): boolean => SUPABASE_API_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`));

export function cachingRuleFor({ url, method, mode, appOrigin }: RequestFacts): CachingRule | null {
  if (method !== 'GET' || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (isSupabaseApi(url.pathname)) return null;
  const sameOrigin = url.origin === appOrigin;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (mode === 'navigate') return sameOrigin && !lastSegment.includes('.') ? 'page' : null;
  if (sameOrigin && url.pathname === '/config.json') return 'latest';
  if (NAMES_OTHER_FILES.test(url.pathname)) return 'latest';
  if (CONTENT_HASHED.test(url.pathname)) return !sameOrigin && mode === 'no-cors' ? 'latest' : 'immutable';
  return null;
}

/**
 * The same roots as URLPattern pathnames, on any origin: sw.ts routes them to the network before
 * any fetch event is dispatched (Chromium's static routing, which refuses a pattern with a regular
 * expression, hence one each). Where the browser has no static routing, the fetch event comes and
 * cachingRuleFor answers null for them.
 */
export const SUPABASE_API_PATHS = SUPABASE_API_ROOTS.map((root) => `${root}/*`);

/** The page's message to a worker that took control after the page had loaded its files. */
export const CACHE_LOADED_FILES = 'buget-cache-loaded-files';

export type CacheLoadedFilesMessage = {
  type: typeof CACHE_LOADED_FILES;
  /** The page's own address (its route), kept as the page; null in a later message of the same page. */
  page: string | null;
  /** Every address the page loaded (Resource Timing); the rule picks the app's files among them. */
  urls: string[];
};

/** At most this many addresses are taken from one message. */
const MAX_LOADED_FILES = 500;

export function readCacheLoadedFilesMessage(data: unknown): CacheLoadedFilesMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, page, urls } = data as Partial<Record<keyof CacheLoadedFilesMessage, unknown>>;
  const isUrl = (value: unknown): value is string => typeof value === 'string' && URL.canParse(value);
  if (type !== CACHE_LOADED_FILES || !(page === null || isUrl(page)) || !Array.isArray(urls)) return null;
  return { type, page, urls: urls.filter(isUrl).slice(0, MAX_LOADED_FILES) };
}
