import { CACHE_LOADED_FILES, type CacheLoadedFilesMessage } from './caching-rules';

/** Served beside index.html, `no-cache` (scripts/lib/static-files.ts), built by the shell's rspack config. */
const SERVICE_WORKER_URL = '/sw.js';

/** How long files that were already loading when the worker took control are still looked for. */
const LATE_FILES_MS = 60_000;

/** Registration waits for an idle moment after the load event, at most this long. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the shell's service worker (sw.ts) in production builds, once the page has loaded and
 * is idle, so it never competes with the first screen. `npm run dev` has none: its files change on every save.
 * On the first visit (no worker controlled this page at start) the page tells the worker, once it
 * controls the page, which files it already loaded, so a reload without the network finds them.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const controlledAtStart = container.controller !== null;
  const register = async () => {
    await container.register(SERVICE_WORKER_URL);
    if (controlledAtStart) return;
    const controller =
      container.controller ??
      (await new Promise<ServiceWorker | null>((resolve) => {
        container.addEventListener('controllerchange', () => resolve(container.controller), { once: true });
      }));
    if (!controller) return;
    // Files asked for before the worker took control: those done now, then those still loading.
    const controlledAt = performance.now();
    let page: string | null = window.location.href;
    const send = (entries: PerformanceEntryList) => {
      const urls = entries.filter((entry) => entry.startTime <= controlledAt).map((entry) => entry.name);
      const message: CacheLoadedFilesMessage = { type: CACHE_LOADED_FILES, page, urls };
      if (urls.length > 0) controller.postMessage(message);
      page = null;
    };
    const observer = new PerformanceObserver((list) => send(list.getEntries()));
    observer.observe({ type: 'resource' });
    send(performance.getEntriesByType('resource'));
    setTimeout(() => observer.disconnect(), LATE_FILES_MS);
  };
  const start = () => void register().catch(() => {
    // No worker (private mode, blocked by the browser): the app works as before, online only.
  });
  // After the load event and the first idle moment: the first screen is drawn and taking input.
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(start, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
