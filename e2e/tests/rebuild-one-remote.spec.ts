import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { qaEmail } from '../support/env';
import { signInPage } from '../support/users';

// The app is a closed beta: every page of this suite needs a signed-in user.
test.beforeEach(async ({ page }) => {
  await signInPage(page, qaEmail(5));
});

// With the shell's service worker, which keeps the remote's files: the new build must still show.
test.use({ serviceWorkers: 'allow' });

const REPO = path.resolve(import.meta.dirname, '../..');
const shellFiles = () => fs.readdirSync(path.join(REPO, 'shell/dist')).sort();

/**
 * Runs in its own project after the other suites: it rebuilds mf-profile in place, exactly as a
 * team deploying that remote would, while the app server keeps running.
 */
test('a remote rebuilt alone shows on the next page load, with no shell rebuild', async ({ page }) => {
  test.setTimeout(180_000);
  const remoteRoot = page.locator('[data-remote="mf-profile"]');
  await page.goto('/profile');
  await expect(remoteRoot).toBeVisible();
  const before = await remoteRoot.getAttribute('data-build');
  // The worker controls the page and keeps the remote's manifest and entry (this visit's copies).
  await expect
    .poll(() =>
      page.evaluate(async () =>
        Boolean(navigator.serviceWorker.controller) &&
        (await Promise.all(['/remotes/mf-profile/mf-manifest.json', '/remotes/mf-profile/remoteEntry.js'].map((url) => caches.match(url)))).every(Boolean),
      ),
    )
    .toBe(true);
  const shellBefore = shellFiles();
  const shellIndexBefore = fs.readFileSync(path.join(REPO, 'shell/dist/index.html'), 'utf8');

  const build = `e2e-${Date.now()}`;
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--scope', '@buget/mf-profile'], {
    cwd: REPO,
    env: { ...process.env, BUGET_BUILD_ID: build },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(remoteRoot).toHaveAttribute('data-build', build);
  expect(before).not.toBe(build);
  expect(shellFiles()).toEqual(shellBefore);
  expect(fs.readFileSync(path.join(REPO, 'shell/dist/index.html'), 'utf8')).toBe(shellIndexBefore);
});
