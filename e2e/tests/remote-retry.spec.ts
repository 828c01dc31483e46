import { expect, test } from '@playwright/test';
import { qaEmail } from '../support/env';
import { signInPage } from '../support/users';

/**
 * The federation runtime's retry plugin (shell/src/runtime-plugins/retry.ts) tries a remote's
 * manifest and entry script again before the page's error boundary sees a failure.
 */
for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
  test(`a failed ${file} load is retried before the page falls back`, async ({ page }) => {
    await signInPage(page, qaEmail(41));
    let attempts = 0;
    await page.route(`**/remotes/mf-profile/${file}*`, (route) => {
      attempts += 1;
      return route.abort('connectionrefused');
    });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'A apărut o eroare' })).toBeVisible({ timeout: 20_000 });
    expect(attempts).toBeGreaterThanOrEqual(3);
  });
}
