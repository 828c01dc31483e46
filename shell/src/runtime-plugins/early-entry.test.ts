import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStartHints, START_HINTS_KEY } from '../remotes/start-hints';
import earlyEntryPlugin from './early-entry';

const ENTRY = 'http://localhost:3000/remotes/mf-daily/remoteEntry.js';
const html = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
const hintsScript = [...new DOMParser().parseFromString(html, 'text/html').head.querySelectorAll('script')].find((script) => script.textContent?.includes('__bugetEarlyEntries'))?.textContent ?? '';

type LoadEntryArgs = Parameters<NonNullable<ReturnType<typeof earlyEntryPlugin>['loadEntry']>>[0];
type AfterLoadEntryArgs = Parameters<NonNullable<ReturnType<typeof earlyEntryPlugin>['afterLoadEntry']>>[0];
const remoteInfo = (entry: string) => ({ name: 'mf_daily', entry, entryGlobalName: 'mf_daily', type: 'global', shareScope: 'default' }) as unknown as LoadEntryArgs['remoteInfo'];
const globals = globalThis as Record<string, unknown>;

describe('the early remoteEntry.js', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/daily');
  });
  afterEach(() => {
    window.__bugetEarlyEntries = undefined;
    delete globals.mf_daily;
  });

  it("index.html runs the page remote's last entry for a signed-in user, and nothing without one", () => {
    localStorage.setItem(START_HINTS_KEY, JSON.stringify({ signedIn: true, pages: { '/daily': 'mf_daily' }, manifests: {}, entries: { mf_daily: ENTRY } }));
    new Function(hintsScript)();
    expect([...document.head.querySelectorAll('script')].map((script) => [script.src, script.async])).toEqual([[ENTRY, true]]);
    expect(window.__bugetEarlyEntries?.mf_daily?.url).toBe(ENTRY);

    document.head.innerHTML = '';
    window.__bugetEarlyEntries = undefined;
    localStorage.setItem(START_HINTS_KEY, JSON.stringify({ signedIn: false, pages: { '/daily': 'mf_daily' }, manifests: {}, entries: { mf_daily: ENTRY } }));
    new Function(hintsScript)();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(window.__bugetEarlyEntries).toBeUndefined();
  });

  it('the runtime waits for that script and keeps its container when the manifest names the same entry', async () => {
    let finish: (loaded: boolean) => void = () => undefined;
    window.__bugetEarlyEntries = { mf_daily: { url: ENTRY, loaded: new Promise((resolve) => (finish = resolve)) } };
    let settled = false;
    const waiting = earlyEntryPlugin().loadEntry!({ remoteInfo: remoteInfo(ENTRY) } as LoadEntryArgs);
    void Promise.resolve(waiting).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    globals.mf_daily = { get: () => undefined, init: () => undefined };
    finish(true);
    expect(await waiting).toBeUndefined();
    expect(globals.mf_daily).toBeDefined();
    // Taken once: a later load (a retry after a failure) is the runtime's own.
    expect(window.__bugetEarlyEntries).toEqual({});
  });

  it('drops the container of an entry the manifest no longer names, so the runtime loads its own', async () => {
    window.__bugetEarlyEntries = { mf_daily: { url: ENTRY, loaded: Promise.resolve(true) } };
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
