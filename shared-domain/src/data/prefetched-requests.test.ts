// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePrefetched } from './prefetched-requests';

const URL_DAY = 'http://127.0.0.1:54321/rest/v1/rpc/get_daily_situation';
const BODY = '{"day":"2026-11-23","today":"2026-11-23"}';
const HEADERS = { apikey: 'anon', authorization: 'Bearer token-a', 'content-profile': 'public', 'content-type': 'application/json' };

const prefetch = (response: Promise<Response>) => {
  window.__bugetPrefetched = [{ method: 'POST', url: URL_DAY, headers: HEADERS, body: BODY, startedAt: performance.now(), response }];
};
const init = (extra: RequestInit = {}): RequestInit => ({ method: 'POST', headers: new Headers(HEADERS), body: BODY, ...extra });

describe('takePrefetched', () => {
  afterEach(() => {
    window.__bugetPrefetched = undefined;
    vi.unstubAllGlobals();
  });

  it('takes the identical request once; a header more or less is another request', async () => {
    prefetch(Promise.resolve(new Response('{"items":[]}')));
    expect(takePrefetched(URL_DAY, init({ headers: new Headers({ ...HEADERS, prefer: 'return=minimal' }) }))).toBeNull();
    const { authorization: _left, ...fewer } = HEADERS;
    expect(takePrefetched(URL_DAY, init({ headers: new Headers(fewer) }))).toBeNull();
    const taken = takePrefetched(URL_DAY, init());
    expect(await (await taken!).text()).toBe('{"items":[]}');
    expect(takePrefetched(URL_DAY, init())).toBeNull();
  });

  it('sends the request itself when the early one failed on the way', async () => {
    const network = vi.fn(async () => new Response('{"items":[1]}'));
    vi.stubGlobal('fetch', network);
    prefetch(Promise.reject(new TypeError('Failed to fetch')));
    const response = await takePrefetched(URL_DAY, init());
    expect(await response!.text()).toBe('{"items":[1]}');
    expect(network).toHaveBeenCalledWith(URL_DAY, expect.objectContaining({ method: 'POST', body: BODY }));
  });

  it("follows the caller's abort signal", async () => {
    prefetch(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const taken = takePrefetched(URL_DAY, init({ signal: controller.signal }));
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(taken).rejects.toThrow('cancelled');
  });
});
