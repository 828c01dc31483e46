import { describe, expect, it } from 'vitest';
import { CACHE_LOADED_FILES, cachingRuleFor, readCacheLoadedFilesMessage, SUPABASE_API_PATHS, type RequestFacts } from './caching-rules';

const APP = 'https://buget.example';
const rule = (url: string, mode: RequestMode = 'cors', method = 'GET') =>
  cachingRuleFor({ url: new URL(url, APP), method, mode, appOrigin: APP } satisfies RequestFacts);

describe('cachingRuleFor', () => {
  it('keeps every route of the shell as its one page, network first', () => {
    for (const route of ['/', '/daily', '/options/conturi', '/auth/callback?code=x']) expect(rule(route, 'navigate'), route).toBe('page');
  });

  it('does not take a navigation to a file, or to another origin, as the page', () => {
    expect(rule('/config.json', 'navigate')).toBeNull();
    expect(rule('/main.1cdecb3e.js', 'navigate')).toBeNull();
    expect(rule('https://other.example/daily', 'navigate')).toBeNull();
  });

  it('asks the network first for the files that name others: config.json, manifests, remote entries', () => {
    expect(rule('/config.json')).toBe('latest');
    expect(rule('/remotes/mf-daily/mf-manifest.json')).toBe('latest');
    expect(rule('/remotes/mf-daily/remoteEntry.js', 'no-cors')).toBe('latest');
    // A remote deployed on another host is the app's file too (config.json points at it).
    expect(rule('https://cdn.example/mf-options/mf-manifest.json')).toBe('latest');
    expect(rule('http://localhost:3004/remoteEntry.js', 'no-cors')).toBe('latest');
  });

  it('takes content-hashed files from the kept copy first, unless their answer would be opaque', () => {
    expect(rule('/main.1cdecb3e.js', 'no-cors')).toBe('immutable');
    expect(rule('/245.350b06bb.css', 'no-cors')).toBe('immutable');
    expect(rule('/remotes/mf-options/__federation_expose_parcel.0a1b2c3d.js')).toBe('immutable');
    expect(rule('https://cdn.example/mf-options/812.0a1b2c3d.js', 'cors')).toBe('immutable');
    // A plain <script> from another origin: its status cannot be read, so never kept first.
    expect(rule('https://cdn.example/mf-options/812.0a1b2c3d.js', 'no-cors')).toBe('latest');
  });

  it('never keeps the API, auth, another origin config.json or anything but a GET', () => {
    expect(rule('http://127.0.0.1:54321/rest/v1/user_accounts?select=*')).toBeNull();
    expect(rule('http://127.0.0.1:54321/rest/v1/rpc/get_daily_situation', 'cors', 'POST')).toBeNull();
    expect(rule('https://proj.supabase.co/auth/v1/token?grant_type=refresh_token', 'cors', 'POST')).toBeNull();
    expect(rule('https://proj.supabase.co/auth/v1/user')).toBeNull();
    expect(rule('https://other.example/config.json')).toBeNull();
    expect(rule('/config.json', 'cors', 'POST')).toBeNull();
    expect(rule('/main.1cdecb3e.js.map')).toBeNull();
    expect(rule('/sw.js')).toBeNull();
    expect(rule('/mf-stats.json')).toBeNull();
  });

  it("never takes the Supabase API's paths on the app's own origin, a navigation included (issue 24 point 9)", () => {
    // An API served on the app's origin: without the rule these were the page (index.html kept).
    for (const path of ['/auth/v1/verify?token=t&type=signup&redirect_to=x', '/auth/v1/authorize?provider=google', '/rest/v1/user_accounts', '/rest/v1', '/auth/v1']) {
      expect(rule(path, 'navigate'), path).toBeNull();
    }
    expect(rule('/rest/v1/rpc/export_transactions?format=x')).toBeNull();
    // A hashed-looking file under the API is the API's answer, not the app's file.
    expect(rule('/storage/v1/object/public/avatars/me.0a1b2c3d.png', 'no-cors')).toBeNull();
    expect(rule('https://proj.supabase.co/functions/v1/remoteEntry.js', 'no-cors')).toBeNull();
    // Paths that only begin alike are still the app's.
    expect(rule('/rest/v10', 'navigate')).toBe('page');
    expect(rule('/authx/v1/verify', 'navigate')).toBe('page');
  });

  it('routes the same API paths around the worker as static routes', () => {
    expect(SUPABASE_API_PATHS).toEqual(['/rest/v1/*', '/auth/v1/*', '/storage/v1/*', '/functions/v1/*', '/realtime/v1/*']);
  });
});

describe('readCacheLoadedFilesMessage', () => {
  it('takes the page and the addresses that parse, and nothing else', () => {
    expect(readCacheLoadedFilesMessage({ type: CACHE_LOADED_FILES, page: `${APP}/daily`, urls: [`${APP}/main.1cdecb3e.js`, 7, 'not a url'] })).toEqual({
      type: CACHE_LOADED_FILES,
      page: `${APP}/daily`,
      urls: [`${APP}/main.1cdecb3e.js`],
    });
    expect(readCacheLoadedFilesMessage({ type: CACHE_LOADED_FILES, page: null, urls: [`${APP}/remoteEntry.js`] })?.page).toBeNull();
    expect(readCacheLoadedFilesMessage({ type: 'other', page: `${APP}/daily`, urls: [] })).toBeNull();
    expect(readCacheLoadedFilesMessage({ type: CACHE_LOADED_FILES, page: 'nowhere', urls: [] })).toBeNull();
    expect(readCacheLoadedFilesMessage('hello')).toBeNull();
  });
});
