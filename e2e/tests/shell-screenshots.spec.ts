import { expect, test, type Page } from '@playwright/test';
import { ShellFrame } from '../page-models/shell-frame';
import { qaEmail } from '../support/env';
import { asUser, setStartingBalances, signInPage } from '../support/users';

// Screenshots for review (not assertions on pixels): the header with the balance panel open,
// the palette with its recent actions, the error screen with the recovery toast, the balance
// initialisation's spinner text and its error in the header.
const OUT = process.env.SCREENSHOTS_DIR ?? process.env.SHOTS_DIR ?? '/tmp/buget-shots';

/** Whether the header's title is shown whole (no ellipsis). */
const titleFits = (page: Page) =>
  page.locator('.shell-header__title').evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().width > 0);

for (const [width, height] of [[1440, 900], [390, 844], [375, 667]] as const) {
  test(`shell screens at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const session = await signInPage(page, qaEmail(46));
    // A six-figure balance: the widest the widget gets in practice.
    const db = asUser(session);
    const { count } = await db.from('transactions').select('id', { count: 'exact', head: true });
    if (!count) {
      await db
        .from('transactions')
        .insert({ type: 'INCOME', amount: 123456, category: 'VENITURI', date: new Date().toISOString().slice(0, 10), description: 'Salariu', execution_status: 'COMPLETED' })
        .throwOnError();
    }
    const shell = new ShellFrame(page);
    await page.goto('/daily');
    // The starting balances answered (the app made the accounts on this first visit).
    await setStartingBalances(session);
    await page.reload();
    await expect(shell.balanceAmount).toHaveText(/123/);
    expect(await titleFits(page)).toBe(true);
    await page.goto('/transactions');
    await expect(shell.balanceAmount).toHaveText(/123/);
    await shell.balance.getByRole('button', { name: 'Detalii' }).click();
    await expect(shell.balancePanel).toBeVisible();
    // The title keeps its room: the panel overlays the page instead of squeezing the header.
    expect(await titleFits(page)).toBe(true);
    await page.screenshot({ path: `${OUT}/shell-balance-panel-${width}.png`, animations: 'disabled' });
    await shell.balance.getByRole('button', { name: 'Ascunde', exact: true }).click();

    await shell.openPalette();
    await shell.paletteInput.fill('grid');
    await shell.paletteInput.press('Enter');
    await shell.openPalette();
    await expect(shell.palette.getByRole('group', { name: 'Recente' })).toBeVisible();
    await page.screenshot({ path: `${OUT}/shell-palette-recent-${width}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');

    await page.route(/\/remotes\/mf-daily\/\d+\.[0-9a-f]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("mf-daily: pachet stricat");' }),
    );
    await page.goto('/daily');
    await expect(page.getByRole('heading', { name: 'A apărut o eroare' })).toBeVisible();
    await expect(shell.toasts.first()).toBeVisible();
    // Issue 28 point 9: the toast sits below the header, the balance left readable.
    // Measured in one poll: on a loaded machine a toast can be replaced (or leave) between two reads.
    await expect
      .poll(async () => {
        const [toast, balance] = [await shell.toasts.first().boundingBox(), await shell.balance.boundingBox()];
        if (!toast || !balance) return 'no toast';
        const clear = toast.y >= balance.y + balance.height || toast.x >= balance.x + balance.width || toast.x + toast.width <= balance.x;
        return clear ? 'clear' : 'over the balance';
      }, { message: 'the toast leaves the balance clear' })
      .toBe('clear');
    await page.screenshot({ path: `${OUT}/shell-error-screen-${width}.png`, animations: 'disabled' });
  });

  test(`balance initialisation in the header at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInPage(page, qaEmail(46));
    // The accounts request is held, then refused: the spinner text, then 'Eroare: …'.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/user_accounts*', async (route) => {
      await released;
      await route.abort('connectionrefused');
    });
    const shell = new ShellFrame(page);
    await page.goto('/daily');
    await expect(shell.balance).toHaveText('Inițializare calculatoare balance...');
    expect(await titleFits(page)).toBe(true);
    await page.screenshot({ path: `${OUT}/shell-balance-init-${width}.png`, animations: 'disabled' });
    release();
    await expect(shell.balance.getByRole('alert')).toHaveText(/^Eroare: /);
    expect(await titleFits(page)).toBe(true);
    await page.screenshot({ path: `${OUT}/shell-balance-init-error-${width}.png`, animations: 'disabled' });
  });

  test(`offline banner above the header at ${width}px, light and dark`, async ({ page, context }) => {
    await page.setViewportSize({ width, height });
    await signInPage(page, qaEmail(46));
    const shell = new ShellFrame(page);
    await page.goto('/transactions');
    await expect(shell.balanceAmount).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Continuă fără conexiune' }).click();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${OUT}/shell-offline-${theme}-${width}.png`, animations: 'disabled' });
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.screenshot({ path: `${OUT}/shell-offline-scrolled-${theme}-${width}.png`, animations: 'disabled' });
    }
    await context.setOffline(false);
  });
}
