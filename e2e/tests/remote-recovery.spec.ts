import { expect, test, type Page } from '@playwright/test';
import { AppFrame } from '../page-models/app-frame';
import { pageHeading } from '../page-models/page-content';
import { qaEmail } from '../support/env';
import { signInPage } from '../support/users';

// The app is a closed beta: every page of this suite needs a signed-in user.
test.beforeEach(async ({ page }) => {
  await signInPage(page, qaEmail(4));
});

const TRANSACTIONS_FILES = '**/remotes/mf-transactions/**';

async function takeTransactionsDown(page: Page): Promise<void> {
  await page.route(TRANSACTIONS_FILES, (route) => route.abort('connectionrefused'));
}

test.describe('a remote whose files are unreachable', () => {
  test('costs its own page only, and the page recovers by itself when the files are back', async ({ page }) => {
    const frame = new AppFrame(page);
    await takeTransactionsDown(page);
    await frame.open('/daily');
    await expect(pageHeading(page, '/daily')).toBeVisible();
    await frame.markDocument();

    await frame.goBySidebar('Tranzacții');
    const fallback = page.getByRole('alert');
    await expect(fallback.getByRole('heading', { name: 'A apărut o eroare' })).toBeVisible();
    await expect(fallback.getByText('Recuperare în curs...').first()).toBeVisible();

    // Every other page still works.
    for (const [label, path] of [
      ['Opțiuni', '/options'],
      ['Profil', '/profile'],
      ['Situația Zilei', '/daily'],
    ] as const) {
      await frame.goBySidebar(label);
      await expect(pageHeading(page, path)).toBeVisible();
    }

    await frame.goBySidebar('Tranzacții');
    await expect(fallback.getByRole('heading', { name: 'A apărut o eroare' })).toBeVisible();
    await page.unroute(TRANSACTIONS_FILES);
    await expect(pageHeading(page, '/transactions')).toBeVisible({
      timeout: 15_000,
    });
    await frame.expectSameDocument();
  });

  test('after 5 automatic attempts the user gets the manual retry, which recovers without a reload', async ({ page }) => {
    test.setTimeout(90_000);
    const frame = new AppFrame(page);
    await takeTransactionsDown(page);
    await frame.open('/transactions');
    await frame.markDocument();
    const retry = page.getByRole('button', { name: 'Încearcă din nou (2 încercări rămase)' });
    await expect(retry).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Reîncarcă pagina' })).toBeVisible();
    await expect(page.getByText('Recuperare în curs...')).toHaveCount(0);

    await page.unroute(TRANSACTIONS_FILES);
    await retry.click();
    await expect(pageHeading(page, '/transactions')).toBeVisible();
    await frame.expectSameDocument();
  });
});
