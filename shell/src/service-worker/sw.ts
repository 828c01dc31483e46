/**
 * The shell's service worker (production builds only; registered by register-service-worker.ts):
 * keeps the app's own files so the app opens again without the network, for a user who opened it
 * before (issue 13 point 3: accounts saved locally while offline are still there after a reload).
 * Which request goes where is caching-rules.ts; the strategies are Workbox's (docs/decisions.md).
 * Every other request (the Supabase API and auth above all) is not touched: it goes to the
 * network as if there were no worker.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  CACHE_NAMES,
  cachingRuleFor,
  MAX_KEPT_FILES,
  PAGE_CACHE_KEY,
  readCacheLoadedFilesMessage,
  SUPABASE_API_PATHS,
  type CachingRule,
} from './caching-rules';

declare const self: ServiceWorkerGlobalScope;

/**
 * A static route (InstallEvent.addRoutes, Chromium 123+): the Supabase API goes to the network
 * without a fetch event, so no API request waits for this worker to start or to look at it.
 * Where the browser has no static routing, the fetch event comes, no route below matches it, and
 * it goes to the network all the same.
 */
type StaticRoute = { condition: { urlPattern: Record<string, string> }; source: 'network' };
self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (routes: StaticRoute[]) => Promise<void> };
  if (typeof install.addRoutes !== 'function') return;
  // With the protocol given, nothing is taken from the worker's own address: any origin, any query.
  const routes = SUPABASE_API_PATHS.map((pathname): StaticRoute => ({ condition: { urlPattern: { protocol: '*', pathname } }, source: 'network' }));
  event.waitUntil(install.addRoutes(routes).catch(() => undefined));
});

// A new deploy's worker takes over at once, and the pages already open with it: nobody stays on
// an old shell (the page and the files naming others come from the network first anyway).
void self.skipWaiting();
clientsClaim();
// The page's request starts while the worker boots, not after.
enableNavigationPreload();

const appOrigin = self.location.origin;
const pageKey = new URL(PAGE_CACHE_KEY, appOrigin).href;

/**
 * Keeps the files to MAX_KEPT_FILES, the oldest kept going first (a file
 * still in use comes back with its next load). Run once per start of the app, after its page is
 * kept: never on a file's own request.
 */
async function trimKeptFiles(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.files);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_KEPT_FILES)).map((key) => cache.delete(key)));
}

const strategies: Record<CachingRule, Strategy> = {
  page: new NetworkFirst({
    cacheName: CACHE_NAMES.page,
    plugins: [
      {
        // Every route answers with the same index.html: one copy serves /daily, /options/conturi, …
        cacheKeyWillBeUsed: async () => pageKey,
        cacheDidUpdate: trimKeptFiles,
      },
    ],
  }),
  latest: new NetworkFirst({ cacheName: CACHE_NAMES.files }),
  // Only a 200 answer is kept (Workbox's default for a strategy without cacheWillUpdate).
  immutable: new CacheFirst({ cacheName: CACHE_NAMES.files }),
};

for (const rule of Object.keys(strategies) as CachingRule[]) {
  registerRoute(({ url, request }) => cachingRuleFor({ url, method: request.method, mode: request.mode, appOrigin }) === rule, strategies[rule]);
}

// The first visit: the page loaded its files before this worker controlled it, so it sends their
// addresses once the worker does; each is fetched (mostly from the HTTP cache) and kept by its rule.
self.addEventListener('message', (event) => {
  const message = readCacheLoadedFilesMessage(event.data);
  if (!message) return;
  const facts = (url: string, mode: RequestMode) => ({ url: new URL(url), method: 'GET', mode, appOrigin });
  const requests = message.urls.map((url) => ({ url, rule: cachingRuleFor(facts(url, 'cors')) }));
  if (message.page) requests.push({ url: message.page, rule: cachingRuleFor(facts(message.page, 'navigate')) });
  event.waitUntil(
    Promise.allSettled(
      requests.flatMap(({ url, rule }) => (rule ? [strategies[rule].handle({ event, request: new Request(url) })] : [])),
    ),
  );
});
