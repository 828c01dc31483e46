import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { E2E } from '../support/env';

/**
 * What `npm start` sends (scripts/lib/static-files.ts): the build's brotli or gzip copy by
 * Accept-Encoding, and the cache rules a CDN is asked to follow in README.md. Raw HTTP through
 * node:http, so nothing decodes or negotiates on the test's behalf.
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const APPS = ['shell', 'mf-daily', 'mf-transactions', 'mf-lunar-grid', 'mf-options', 'mf-profile'];

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(`${E2E.appUrl}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode = (response: RawResponse) =>
  response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.body)
    : response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.body)
      : response.body;

/** The shell's entry script, as index.html names it: content-hashed. */
function shellEntryScript(): string {
  const html = fs.readFileSync(path.join(REPO, 'shell/dist/index.html'), 'utf8');
  const src = /<script[^>]+src="\/?([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no script in shell/dist/index.html');
  return src;
}

test('every app is built with brotli and gzip copies beside its scripts, stylesheets, page and manifests', () => {
  for (const app of APPS) {
    const files = fs.readdirSync(path.join(REPO, app, 'dist'));
    const texts = files.filter((file) => /\.(js|css|html|json)$/.test(file));
    expect(texts, app).toEqual(expect.arrayContaining(['index.html', 'mf-manifest.json']));
    for (const file of texts) {
      const raw = fs.readFileSync(path.join(REPO, app, 'dist', file));
      // A copy that would not be smaller (an almost empty file) is not written.
      if (raw.length < 1024) continue;
      expect(brotliDecompressSync(fs.readFileSync(path.join(REPO, app, 'dist', `${file}.br`))).equals(raw), `${app}/${file}.br`).toBe(true);
      expect(gunzipSync(fs.readFileSync(path.join(REPO, app, 'dist', `${file}.gz`))).equals(raw), `${app}/${file}.gz`).toBe(true);
    }
    expect(files.filter((file) => /\.map\.(br|gz)$/.test(file)), app).toEqual([]);
  }
});

test('a content-hashed script is sent as brotli, gzip or plain as Accept-Encoding asks, cached for a year', async () => {
  const script = shellEntryScript();
  expect(script).toMatch(/\.[0-9a-f]{8}\.js$/);
  const raw = fs.readFileSync(path.join(REPO, 'shell/dist', script));
  const cases: { acceptEncoding: string | null; sent: 'br' | 'gzip' | null }[] = [
    { acceptEncoding: 'br', sent: 'br' },
    { acceptEncoding: 'gzip', sent: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip', sent: 'gzip' },
    { acceptEncoding: null, sent: null },
    { acceptEncoding: 'gzip, deflate, br, zstd', sent: 'br' },
    { acceptEncoding: 'gzip;q=1.0, br;q=0.5', sent: 'gzip' },
    { acceptEncoding: 'identity', sent: null },
    { acceptEncoding: 'br;q=0, gzip;q=0', sent: null },
    { acceptEncoding: 'identity, br;q=0.5', sent: null },
    { acceptEncoding: '*', sent: 'br' },
  ];
  for (const { acceptEncoding, sent } of cases) {
    const response = await get(`/${script}`, acceptEncoding === null ? {} : { 'Accept-Encoding': acceptEncoding });
    const label = `Accept-Encoding: ${acceptEncoding ?? '(none)'}`;
    expect(response.status, label).toBe(200);
    expect(response.headers['content-encoding'], label).toBe(sent ?? undefined);
    expect(response.headers.vary, label).toBe('Accept-Encoding');
    expect(response.headers['content-type'], label).toBe('text/javascript; charset=utf-8');
    expect(Number(response.headers['content-length']), label).toBe(response.body.length);
    expect(response.headers['cache-control'], label).toBe('public, max-age=31536000, immutable');
    expect(decode(response).equals(raw), label).toBe(true);
    if (sent) expect(response.body.length, label).toBeLessThan(raw.length / 2);
  }
});

test('the page, routes, manifests and remoteEntry.js are revalidated on every load, and a revalidation is a 304', async () => {
  const page = fs.readFileSync(path.join(REPO, 'shell/dist/index.html'));
  for (const pathname of ['/', '/index.html', '/login', '/daily', '/transactions/']) {
    const response = await get(pathname, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status, pathname).toBe(200);
    expect(response.headers['cache-control'], pathname).toBe('no-cache');
    expect(response.headers['content-type'], pathname).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding'], pathname).toBe('br');
    expect(decode(response).equals(page), pathname).toBe(true);
  }
  for (const pathname of ['/mf-manifest.json', '/remotes/mf-daily/mf-manifest.json', '/remotes/mf-daily/remoteEntry.js']) {
    const response = await get(pathname, { 'Accept-Encoding': 'gzip' });
    expect(response.status, pathname).toBe(200);
    expect(response.headers['cache-control'], pathname).toBe('no-cache');
    expect(response.headers['content-encoding'], pathname).toBe('gzip');
    expect(response.headers.vary, pathname).toBe('Accept-Encoding');
  }
  // config.json is written by the server at start, never cached.
  expect((await get('/config.json')).headers['cache-control']).toBe('no-store');

  const first = await get('/remotes/mf-daily/remoteEntry.js', { 'Accept-Encoding': 'br' });
  const etag = String(first.headers.etag);
  const again = await get('/remotes/mf-daily/remoteEntry.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers.vary).toBe('Accept-Encoding');
  // The gzip copy is another representation: the brotli copy's ETag does not validate it.
  expect((await get('/remotes/mf-daily/remoteEntry.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
});

test('the service worker is served at /sw.js as a script, revalidated on every load (a new deploy replaces it at once)', async () => {
  const raw = fs.readFileSync(path.join(REPO, 'shell/dist/sw.js'));
  const response = await get('/sw.js', { 'Accept-Encoding': 'br' });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['content-encoding']).toBe('br');
  expect(decode(response).equals(raw)).toBe(true);
  const again = await get('/sw.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(response.headers.etag) });
  expect(again.status).toBe(304);
});

test('a missing file is a 404, not the page, and nothing outside an app folder is served', async () => {
  for (const pathname of ['/main.00000000.js', '/remotes/mf-daily/nope.js', '/remotes/nope/remoteEntry.js', '/..%2fpackage.json', '/remotes/mf-daily/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json']) {
    expect((await get(pathname, { 'Accept-Encoding': 'br' })).status, pathname).toBe(404);
  }
});

test.describe('the installable app (issue 28 point 16)', () => {
  // The start URL is opened from the service worker's copy, as an installed app started offline.
  test.use({ serviceWorkers: 'allow' });

  test('Chromium finds the manifest installable, served as application/manifest+json, and its start URL opens offline', async ({ page, context }) => {
    const served = await get('/manifest.webmanifest', { 'Accept-Encoding': 'br' });
    expect(served.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(decode(served).toString()) as { start_url: string; icons: { src: string }[] };
    for (const icon of manifest.icons) expect((await get(icon.src)).headers['content-type'], icon.src).toBe('image/png');

    await page.goto('/login');
    const cdp = await context.newCDPSession(page);
    const appManifest = (await cdp.send('Page.getAppManifest', {})) as { url: string; errors: unknown[] };
    expect(appManifest.url).toBe(`${E2E.appUrl}/manifest.webmanifest`);
    expect(appManifest.errors).toEqual([]);
    // Playwright's contexts are off the record, which Chromium never installs from: the one error
    // about the browser, not the app, is left out.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The worker keeps the page once its first answer has arrived (PAGE_CACHE_KEY): offline before
    // then, there is nothing to start from yet.
    await expect.poll(() => page.evaluate(async () => (await caches.match('/index.html')) !== undefined)).toBe(true);
    await context.setOffline(true);
    const started = await page.goto(manifest.start_url);
    expect(started?.status()).toBe(200);
    expect(started?.fromServiceWorker()).toBe(true);
    await context.setOffline(false);
  });
});
