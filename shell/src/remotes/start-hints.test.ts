import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { readStartHints, recordPageRemotes, recordRemoteEntry, recordSignedIn, START_HINTS_KEY } from './start-hints';

const html = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
const DAILY = 'http://localhost:3000/remotes/mf-daily/mf-manifest.json';
const DAILY_ENTRY = 'http://localhost:3000/remotes/mf-daily/remoteEntry.js';

describe('start hints', () => {
  beforeEach(() => localStorage.clear());

  it('index.html reads the keys the app writes, and asks for config.json before the bundles', () => {
    expect(START_HINTS_KEY).toBe(STORAGE_KEYS.startHints);
    for (const key of [START_HINTS_KEY, STORAGE_KEYS.appSettings, STORAGE_KEYS.darkMode, STORAGE_KEYS.globalDate]) expect(html).toContain(`localStorage.getItem('${key}')`);
    expect(html.indexOf("fetch('/config.json'")).toBeLessThan(html.indexOf('</head>'));
  });

  it('records pages, manifests and the signed-in flag', () => {
    recordPageRemotes({ '/daily': 'mf_daily' }, { mf_daily: DAILY });
    recordSignedIn(true);
    expect(readStartHints()).toEqual({ signedIn: true, pages: { '/daily': 'mf_daily' }, manifests: { mf_daily: DAILY }, entries: {} });
    recordSignedIn(false);
    expect(readStartHints().signedIn).toBe(false);
  });

  it('reads a damaged value as no hints', () => {
    localStorage.setItem(START_HINTS_KEY, '{"signedIn":true,"pages":{"/daily":3}');
    expect(readStartHints()).toEqual({ signedIn: false, pages: {}, manifests: {}, entries: {} });
    localStorage.setItem(START_HINTS_KEY, '{"signedIn":true,"pages":{"/daily":3}}');
    expect(readStartHints().pages).toEqual({});
  });

  it('keeps the remoteEntry.js the runtime loaded while the remote stays at its manifest, and forgets it when the manifest moves', () => {
    recordPageRemotes({ '/daily': 'mf_daily' }, { mf_daily: DAILY });
    recordRemoteEntry('mf_daily', DAILY_ENTRY);
    recordPageRemotes({ '/daily': 'mf_daily' }, { mf_daily: DAILY });
    expect(readStartHints().entries).toEqual({ mf_daily: DAILY_ENTRY });
    recordPageRemotes({ '/daily': 'mf_daily' }, { mf_daily: 'https://cdn.example/mf-daily/v2/mf-manifest.json' });
    expect(readStartHints().entries).toEqual({});
  });
});
