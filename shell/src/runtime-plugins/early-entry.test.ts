import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStartHints, START_HINTS_KEY } from '../remotes/start-hints';
import earlyEntryPlugin from './early-entry';

const ENTRY = 'http://localhost:3000/remotes/mf-daily/remoteEntry.js';
const html = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
const hintsScript = [...new DOMParser().parseFromString(html, 'text/html').head.querySelectorAll('script')].find((script) => script.textContent?.includes('__bugetEarlyEntries'))?.textContent ?? '';

type LoadEntryArgs = Parameters<NonNullable<ReturnType<typeof earlyEntryPlugin>['loadEntry']>>[0];
type AfterLoadEntryArgs = Parameters<NonNullable<ReturnType<typeof earlyEntryPlugin>['afterLoadEntry']>>[0];
const remoteInfo = (entry: string) => ({ name: 'mf_daily', entry, entryGlobalName: 'mf_daily', type: 'global', shareScope: 'default' }) as unknown as LoadEntryArgs['remoteInfo'];
const globals = globalThis as Record<string, unknown>;

const MANIFEST = 'http://localhost:3000/remotes/mf-daily/mf-manifest.json';

/**
 * A load of /daily: the start hints as planted, config.json's answer, then index.html's script,
 * until it has decided (the manifest it preloads is asked for in the same step as the entry).
 */
async function startPage(hints: { signedIn: boolean; manifests?: object }, remotes: Record<string, string> = { mf_daily: MANIFEST }) {
  localStorage.setItem(START_HINTS_KEY, JSON.stringify(hints));
  // The script's own fetch('/config.json') gets this answer.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon', remotes }))));
  new Function(hintsScript)();
  if (!hints.signedIn) return;
  if ('mf_daily' in remotes) await vi.waitFor(() => expect(document.head.querySelector('link[rel=preload]')).not.toBeNull());
  else await window.__bugetEarlyEntries?.mf_daily;
}
const hintsFor = (entry: unknown, signedIn = true) => ({ signedIn, pages: { '/daily': 'mf_daily' }, manifests: { mf_daily: MANIFEST }, entries: { mf_daily: entry } });
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => [script.src, script.async]);
const preloads = () => [...document.head.querySelectorAll('link[rel=preload]')].map((link) => (link as HTMLLinkElement).href);

describe('the early remoteEntry.js', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/daily');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.__bugetEarlyEntries = undefined;
    delete globals.mf_daily;
  });

  it("index.html runs the page remote's last entry for a signed-in user once config.json has answered, and nothing without one", async () => {
    await startPage(hintsFor(ENTRY));
    expect(scripts()).toEqual([[ENTRY, true]]);
    expect(preloads()).toEqual([MANIFEST]);
    expect(window.__bugetEarlyEntries?.mf_daily).toBeInstanceOf(Promise);

    document.head.innerHTML = '';
    window.__bugetEarlyEntries = undefined;
    await startPage(hintsFor(ENTRY, false));
    expect([scripts(), preloads()]).toEqual([[], []]);
    expect(window.__bugetEarlyEntries).toBeUndefined();
  });

  // Issue 24 point 7: the hints are localStorage; one XSS or one write there must not become a script run at every start.
  it.each([
    ['another origin', 'https://rau.example/remotes/mf-daily/remoteEntry.js'],
    ['another origin, scheme-relative', '//rau.example/remoteEntry.js'],
    ['a javascript: URL', 'javascript:window.pwned=1'],
    ['a data: URL', 'data:text/javascript,window.pwned=1'],
    ["the app's origin, outside the remote's folder", 'http://localhost:3000/evil.js'],
    ['a path climbing out of the folder', 'http://localhost:3000/remotes/mf-daily/../evil.js'],
    ['an encoded climb', 'http://localhost:3000/remotes/mf-daily/..%2fevil.js'],
    ["another remote's entry", 'http://localhost:3000/remotes/mf-options/remoteEntry.js'],
    ['not a script file', 'http://localhost:3000/remotes/mf-daily/mf-manifest.json'],
    ['a query', 'http://localhost:3000/remotes/mf-daily/remoteEntry.js?then=https://rau.example'],
    ['credentials', 'http://rau@localhost:3000/remotes/mf-daily/remoteEntry.js'],
    ['not text', { href: ENTRY }],
  ])('index.html never runs a planted entry: %s', async (_name, entry) => {
    await startPage(hintsFor(entry));
    expect(scripts()).toEqual([]);
    expect(await window.__bugetEarlyEntries?.mf_daily).toBeFalsy();
  });

  it('asks early only for the manifest config.json names, whatever the hints say', async () => {
    await startPage({ ...hintsFor(ENTRY), manifests: { mf_daily: 'https://rau.example/mf-manifest.json' } });
    expect(preloads()).toEqual([MANIFEST]);
    // A remote config.json does not name: no manifest, no entry.
    document.head.innerHTML = '';
    await startPage(hintsFor(ENTRY), { mf_options: 'http://localhost:3000/remotes/mf-options/mf-manifest.json' });
    expect([scripts(), preloads()]).toEqual([[], []]);
    // A remote on another origin, as config.json may place it: its own entry there runs.
    document.head.innerHTML = '';
    await startPage(hintsFor('https://cdn.example/mf-daily/v2/remoteEntry.js'), { mf_daily: 'https://cdn.example/mf-daily/v2/mf-manifest.json' });
    expect(scripts()).toEqual([['https://cdn.example/mf-daily/v2/remoteEntry.js', true]]);
  });

  it('the runtime waits for that script and keeps its container when the manifest names the same entry', async () => {
    let finish: (ran: string | null) => void = () => undefined;
    window.__bugetEarlyEntries = { mf_daily: new Promise((resolve) => (finish = resolve)) };
    let settled = false;
    const waiting = earlyEntryPlugin().loadEntry!({ remoteInfo: remoteInfo(ENTRY) } as LoadEntryArgs);
    void Promise.resolve(waiting).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    globals.mf_daily = { get: () => undefined, init: () => undefined };
    finish(ENTRY);
    expect(await waiting).toBeUndefined();
    expect(globals.mf_daily).toBeDefined();
    // Taken once: a later load (a retry after a failure) is the runtime's own.
    expect(window.__bugetEarlyEntries).toEqual({});
  });

  it('drops the container of an entry the manifest no longer names, so the runtime loads its own', async () => {
    window.__bugetEarlyEntries = { mf_daily: Promise.resolve(ENTRY) };
    globals.mf_daily = { get: () => undefined, init: () => undefined };
    await earlyEntryPlugin().loadEntry!({ remoteInfo: remoteInfo('https://cdn.example/mf-daily/v2/remoteEntry.js') } as LoadEntryArgs);
    expect(globals.mf_daily).toBeUndefined();
  });

  it('records the entry the runtime loaded for the next visit', () => {
    earlyEntryPlugin().afterLoadEntry!({ remoteInfo: remoteInfo(ENTRY), remoteEntryExports: { get: () => undefined, init: () => undefined } } as unknown as AfterLoadEntryArgs);
    expect(readStartHints().entries).toEqual({ mf_daily: ENTRY });
    earlyEntryPlugin().afterLoadEntry!({ remoteInfo: remoteInfo('http://localhost:3000/remotes/mf-daily/remoteEntry-failed.js') } as AfterLoadEntryArgs);
    expect(readStartHints().entries).toEqual({ mf_daily: ENTRY });
  });
});
