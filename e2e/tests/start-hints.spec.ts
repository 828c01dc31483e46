import { expect, test } from '@playwright/test';
import { pageHeading } from '../page-models/page-content';
import { approveFreshAddress } from '../support/allowlist';
import { E2E } from '../support/env';
import { signInPage } from '../support/users';

/**
 * Issue 24 point 7: index.html runs the start hints' remoteEntry.js (localStorage
 * 'buget-start-hints') before the bundles. One XSS or one write to localStorage must not become a
 * script run at every start: a planted entry runs only when it is a .js file beside the manifest
 * the current config.json names for the page's remote, so none of these is ever asked for or run.
 */
const PLANTED = [
  ['another origin', 'https://rau.example/remotes/mf-daily/remoteEntry.js'],
  ['a data: URL', "data:text/javascript,window.__planted='data'"],
  ['a javascript: URL', "javascript:window.__planted='javascript'"],
  ["the app's origin, outside the remote's folder", `${E2E.appUrl}/planted.js`],
  ['a path climbing out of the folder', `${E2E.appUrl}/remotes/mf-daily/../../planted.js`],
  ["another remote's folder", `${E2E.appUrl}/remotes/mf-options/planted.js`],
] as const;

test.describe('start hints planted in localStorage (issue 24 point 7)', () => {
  for (const [name, entry] of PLANTED) {
    test(`never runs a planted remoteEntry.js: ${name}`, async ({ page }) => {
      const address = await approveFreshAddress('hints');
      await signInPage(page, address.email);
      // What the planted entry would do if it ran, wherever it points: say so.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/planted|rau\.example/.test(request.url())) asked.push(request.url());
      });
      await page.route(/planted\.js$|rau\.example/, (route) => route.fulfill({ contentType: 'text/javascript', body: `window.__planted = ${JSON.stringify(route.request().url())};` }));
      await page.addInitScript(
        ([hints]) => {
          localStorage.setItem('buget-start-hints', hints);
          // Every <script> the page ever adds, even one removed after it ran.
          const seen: string[] = [];
          (window as unknown as { __scripts: string[] }).__scripts = seen;
          new MutationObserver((changes) => {
            for (const change of changes) for (const node of change.addedNodes) if (node instanceof HTMLScriptElement && node.src) seen.push(node.src);
          }).observe(document, { childList: true, subtree: true });
        },
        [JSON.stringify({ signedIn: true, pages: { '/daily': 'mf_daily' }, manifests: { mf_daily: `${E2E.appUrl}/remotes/mf-daily/mf-manifest.json` }, entries: { mf_daily: entry } })] as const,
      );

      await page.goto('/daily');
      await expect(pageHeading(page, '/daily')).toBeVisible();
      const seen = await page.evaluate(() => {
        const state = window as unknown as { __planted?: string; __scripts: string[]; __bugetEarlyEntries?: object };
        const preloads = [...document.head.querySelectorAll('link[rel=preload]')].map((link) => (link as HTMLLinkElement).href);
        return { planted: state.__planted ?? null, scripts: state.__scripts, earlyEntries: state.__bugetEarlyEntries ?? null, preloads };
      });
      // index.html did look at the hints: it asked early for the manifest config.json names.
      expect(seen.preloads).toEqual([`${E2E.appUrl}/remotes/mf-daily/mf-manifest.json`]);
      expect(seen.planted).toBeNull();
      expect(seen.scripts.filter((src) => !src.startsWith(`${E2E.appUrl}/`) || src.includes('planted'))).toEqual([]);
      expect(asked).toEqual([]);
      // The early entry was looked at and refused (the runtime took it out when it loaded the remote itself).
      expect(seen.earlyEntries).toEqual({});
      await address.revoke();
    });
  }
});
