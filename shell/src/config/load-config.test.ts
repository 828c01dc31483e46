import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGES } from '@buget/build-tools/default-pages';
import { loadRuntimeConfig } from './load-config';

const config = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon-key-of-twenty-characters',
  remotes: Object.fromEntries(DEFAULT_PAGES.map((page) => [page.remote, `/remotes/${page.id}/mf-manifest.json`])),
  pages: DEFAULT_PAGES,
  passwordPolicy: { minLength: 8, requiredCharacters: ['0123456789'] },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadRuntimeConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.__bugetConfig = undefined;
  });

  it("uses the request index.html started, once, and does not fetch config.json again", async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(json(config)));
    vi.stubGlobal('fetch', fetchSpy);
    window.__bugetConfig = Promise.resolve(json(config));
    await expect(loadRuntimeConfig()).resolves.toEqual(config);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__bugetConfig).toBeUndefined();
  });

  it('fetches config.json itself (no-store) without an early request, and still validates it', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(json({ ...config, supabaseUrl: 'not a url' })));
    vi.stubGlobal('fetch', fetchSpy);
    await expect(loadRuntimeConfig()).rejects.toThrow('supabaseUrl');
    expect(fetchSpy).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('fails on an HTTP error from the early request', async () => {
    window.__bugetConfig = Promise.resolve(json({}, 404));
    await expect(loadRuntimeConfig()).rejects.toThrow('HTTP 404');
  });
});
