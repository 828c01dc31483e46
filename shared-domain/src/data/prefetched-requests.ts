/**
 * Requests index.html started before any bundle ran (a returning signed-in user's first data of
 * the page: shell/src/index.html, `#start-requests`), handed to the Supabase client instead of
 * being sent again. A request is adopted only when the client is about to send the very same one
 * (method, URL, body and every header, the session's token included), once, and only while it is
 * fresh: within PREFETCH_MAX_AGE_MS of being started and before the app's first write. Anything
 * else (another day, another user, a refreshed token, a failed prefetch) goes to the network as
 * without it.
 */
type PrefetchedRequest = {
  method: string;
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string | null;
  /** performance.now() when it was sent. */
  startedAt: number;
  response: Promise<Response>;
  /** Set when the client adopted it (the e2e checks and the bench read it). */
  taken?: boolean;
};

declare global {
  interface Window {
    /** Filled by index.html's #start-requests script. */
    __bugetPrefetched?: PrefetchedRequest[];
  }
}

/** Older than this, a prefetched answer is not used: the app asks the server itself. */
const PREFETCH_MAX_AGE_MS = 10_000;

const sameHeaders = (a: Record<string, string>, b: Headers): boolean => {
  const names = [...b.keys()];
  return names.length === Object.keys(a).length && names.every((name) => a[name] === b.get(name));
};

const bodyText = (body: RequestInit['body']): string | null | undefined => (body === undefined || body === null ? null : typeof body === 'string' ? body : undefined);

/** The answer of the prefetched request identical to this one, taken once; null when there is none. */
export function takePrefetched(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null {
  const registry = typeof window === 'undefined' ? undefined : window.__bugetPrefetched;
  if (!registry || registry.length === 0 || input instanceof Request) return null;
  const url = String(input);
  const method = (init?.method ?? 'GET').toUpperCase();
  const body = bodyText(init?.body);
  const headers = new Headers(init?.headers);
  const now = performance.now();
  const match = registry.find(
    (entry) => !entry.taken && now - entry.startedAt <= PREFETCH_MAX_AGE_MS && entry.method === method && entry.url === url && entry.body === body && sameHeaders(entry.headers, headers),
  );
  if (!match) return null;
  match.taken = true;
  // A prefetch that failed on the way (offline, aborted) is sent again, as the app would have.
  const answer = match.response.catch(() => fetch(input, init));
  const signal = init?.signal;
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Before the app's first write: no answer from before it is used after it. */
export function discardPrefetched(): void {
  if (typeof window !== 'undefined' && window.__bugetPrefetched) window.__bugetPrefetched.length = 0;
}
