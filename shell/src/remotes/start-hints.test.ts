import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStartHints, recordPageRemotes, recordSignedIn, START_HINTS_KEY } from './start-hints';

const html = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
const DAILY = 'http://localhost:3000/remotes/mf-daily/mf-manifest.json';

describe('start hints', () => {
  beforeEach(() => localStorage.clear());

  it('index.html reads the key the shell writes, and asks for config.json before the bundles', () => {
    expect(html).toContain(`localStorage.getItem('${START_HINTS_KEY}')`);
    expect(html.indexOf("fetch('/config.json'")).toBeLessThan(html.indexOf('</head>'));
  });

  it('records pages, manifests and the signed-in flag', () => {
    recordPageRemotes({ '/daily': 'mf_daily' }, { mf_daily: DAILY });
    recordSignedIn(true);
    expect(readStartHints()).toEqual({ signedIn: true, pages: { '/daily': 'mf_daily' }, manifests: { mf_daily: DAILY } });
    recordSignedIn(false);
    expect(readStartHints().signedIn).toBe(false);
  });

  it('reads a damaged value as no hints', () => {
    localStorage.setItem(START_HINTS_KEY, '{"signedIn":true,"pages":{"/daily":3}');
    expect(readStartHints()).toEqual({ signedIn: false, pages: {}, manifests: {} });
    localStorage.setItem(START_HINTS_KEY, '{"signedIn":true,"pages":{"/daily":3}}');
    expect(readStartHints().pages).toEqual({});
  });
});
