import { expect, test, type Page, type Route } from '@playwright/test';
import { pageHeading } from '../page-models/page-content';
import { ShellFrame } from '../page-models/shell-frame';
import { qaEmail } from '../support/env';
import { signInPage } from '../support/users';

/**
 * Spec point 8: the error screen and the recovery toast for any page error. Two failures are
 * staged through the network: the shell's own signed-in chunk (the frame) unreachable, and a
 * remote whose exposed chunks were deployed broken (scripts that throw).
 */
test.beforeEach(async ({ page }) => {
  await signInPage(page, qaEmail(42));
});

const RECOVERED = 'Operațiunea a fost recuperată cu succes';
const FAILED = 'Recuperarea a eșuat';

/** The shell's chunk that holds the signed-in frame: recognised by a text only it contains. */
async function breakFrameChunk(page: Page): Promise<{ restore: () => void; attempts: () => number }> {
  let down = true;
  let attempts = 0;
  await page.route(/\/[\w.-]+\.js$/, async (route: Route) => {
    if (new URL(route.request().url()).pathname.startsWith('/remotes/')) return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    if (down && body.includes('calculatoare balance')) {
      attempts += 1;
      return route.abort('connectionrefused');
    }
    return route.fulfill({ response, body });
  });
  return { restore: () => (down = false), attempts: () => attempts };
}

test('the frame fails to load: error screen, a toast offering "Încearcă din nou", and its retry heals the page', async ({ page }) => {
  const shell = new ShellFrame(page);
  const chunk = await breakFrameChunk(page);
  await page.goto('/daily');

  const screen = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'A apărut o eroare' }) });
  await expect(screen).toBeVisible();
  await expect(screen.getByText('Recuperare în curs...').first()).toBeVisible();
  const toast = shell.toasts.filter({ has: page.getByRole('button', { name: 'Încearcă din nou', exact: true }) });
  await expect(toast).toHaveAttribute('data-variant', 'error');

  // Let one automatic attempt fail quietly (2 s), so the next one is 2 s away when we click.
  await expect.poll(chunk.attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect(shell.toasts).toHaveCount(1);
  chunk.restore();
  await toast.getByRole('button', { name: 'Încearcă din nou', exact: true }).click();

  await expect(pageHeading(page, '/daily')).toBeVisible();
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.toasts).toHaveCount(1);
  await expect(shell.toasts.first()).toHaveAttribute('data-variant', 'success');
  await expect(shell.toasts.first()).toContainText(RECOVERED);
});

test('a remote deployed broken: automatic attempts, then "Recuperarea a eșuat", manual retries from the toast and the screen, then the success toast', async ({ page }) => {
  test.setTimeout(90_000);
  const shell = new ShellFrame(page);
  let broken = true;
  await page.route(/\/remotes\/mf-daily\/(?!remoteEntry)[\w-]+\.[0-9a-f]{8}\.js$/, (route) =>
    broken
      ? route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("mf-daily: pachet stricat");' })
      : route.fallback(),
  );
  await page.goto('/daily');
  const screen = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'A apărut o eroare' }) });
  await expect(screen).toBeVisible();
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.toasts.first()).toHaveAttribute('data-variant', 'error');

  // Five automatic attempts (2 s apart) fail; then the manual retry, on the screen and in the toast.
  await expect(screen.getByRole('button', { name: 'Încearcă din nou (2 încercări rămase)' })).toBeVisible({ timeout: 30_000 });
  await expect(screen.getByRole('button', { name: 'Reîncarcă pagina' })).toBeVisible();
  const failed = shell.toasts.filter({ hasText: FAILED });
  await expect(failed).toHaveAttribute('data-variant', 'error');
  await failed.getByRole('button', { name: 'Încearcă din nou', exact: true }).click();

  // The toast's retry used one of the two: still broken, so it says so again.
  await expect(screen.getByRole('button', { name: 'Încearcă din nou (1 încercare rămasă)' })).toBeVisible();
  await expect(shell.toasts.filter({ hasText: FAILED })).toBeVisible();

  broken = false;
  await screen.getByRole('button', { name: 'Încearcă din nou (1 încercare rămasă)' }).click();
  await expect(pageHeading(page, '/daily')).toBeVisible();
  await expect(shell.toasts.filter({ hasText: RECOVERED })).toHaveAttribute('data-variant', 'success');
  await expect(shell.toasts.filter({ hasText: FAILED })).toHaveCount(0);
});
