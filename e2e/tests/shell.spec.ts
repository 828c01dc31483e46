import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { pageHeading } from '../page-models/page-content';
import { ShellFrame } from '../page-models/shell-frame';
import { E2E, qaEmail } from '../support/env';
import { ensureUser, setStartingBalances, signInPage } from '../support/users';

/** /daily carries the day shown in its query (?data=YYYY-MM-DD), so a day can be linked. */
const DAILY_URL = /\/daily(\?data=\d{4}-\d{2}-\d{2})?$/;

const DEMO = { email: 'demo@buget.ro', password: 'Demo#Buget2026' };
const ron = (n: number) => `${new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 }).format(Math.round(n))} lei`;
/** The panel's figures, to the ban: two decimals when there are bani ('1.234,50 lei'), none when whole. */
const bani = (n: number) => {
  const digits = Number.isInteger(Math.round(n * 100) / 100) ? 0 : 2;
  return `${new Intl.NumberFormat('ro-RO', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n)} lei`;
};

async function serverBalance(email: string, password: string) {
  const client = createClient(E2E.supabaseUrl, E2E.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  await client.auth.signInWithPassword({ email, password });
  const { data, error } = await client.rpc('get_available_balance').single();
  if (error) throw error;
  return { client, figures: data as { total_income: number; total_expenses: number; total_savings: number; available_balance: number } };
}

test.describe('available-balance widget', () => {
  test('shows the server figure in green, hides it as dots, and opens the details panel (demo, read only)', async ({ page }) => {
    await signInPage(page, DEMO.email, DEMO.password);
    const { client, figures } = await serverBalance(DEMO.email, DEMO.password);
    const shell = new ShellFrame(page);
    await shell.openAt('/daily');
    await expect(shell.balanceAmount).toHaveText(ron(Number(figures.available_balance)));
    await expect(shell.balanceAmount).toHaveAttribute('data-tone', 'positive');
    await expect(shell.balanceAmount).toHaveCSS('color', 'rgb(17, 112, 61)');

    const eye = shell.balance.getByRole('button', { name: 'Ascunde suma' });
    await eye.hover();
    await expect(page.getByRole('tooltip', { name: 'Ascunde suma' })).toBeVisible();
    await eye.click();
    await expect(shell.balanceAmount).toHaveText('••••••');
    await page.mouse.move(0, 0);
    await shell.balance.getByRole('button', { name: 'Arată suma' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Arată suma' })).toBeVisible();
    await page.reload();
    await expect(shell.balanceAmount).toHaveText('••••••');
    await shell.balance.getByRole('button', { name: 'Arată suma' }).click();
    await expect(shell.balanceAmount).toHaveText(ron(Number(figures.available_balance)));

    await shell.balance.getByRole('button', { name: 'Detalii' }).click();
    await expect(shell.balancePanel.getByRole('heading', { name: 'Sold Disponibil Real' })).toBeVisible();
    // Each account counted in the total with its own balance, then the month's lines, to the ban.
    const { data } = await client.rpc('get_account_balances').throwOnError();
    const balances = data as { account_id: string; balance: number; counted: boolean }[];
    const { data: accounts } = await client.from('user_accounts').select('id, name').order('display_order').throwOnError();
    const counted = accounts.flatMap((a) => balances.filter((b) => b.account_id === a.id && b.counted).map((b) => `${a.name}${bani(Number(b.balance))}`));
    expect(counted.length).toBeGreaterThan(0);
    await expect(page.getByTestId('balance-account')).toHaveText(counted);
    await expect(page.getByTestId('balance-income')).toHaveText(`Total Venituri (+)${bani(Number(figures.total_income))}`);
    await expect(page.getByTestId('balance-expenses')).toHaveText(`Total Cheltuieli (-)${bani(Number(figures.total_expenses))}`);
    await expect(page.getByTestId('balance-savings')).toHaveText(`Total Economii (-)${bani(Number(figures.total_savings))}`);
    await expect(page.getByTestId('balance-available')).toHaveText(`Bani Disponibili${bani(Number(figures.available_balance))}`);
    // The rule of get_available_balance, as the panel states it (issue 9 point 8).
    await expect(shell.balancePanel).toContainText('efectuate, modificate (cu suma reală) și planificate, cu data de azi sau din trecut');
    await expect(shell.balancePanel).toContainText('Nu se numără cele amânate și nici cele cu dată viitoare');
    await expect(shell.balancePanel).toContainText('Grid Lunar');
    await shell.balance.getByRole('button', { name: 'Ascunde', exact: true }).click();
    await expect(shell.balancePanel).toBeHidden();
  });

  test('grey at zero, red when negative; the initialisation spinner, then "Eroare: …" when the server is unreachable', async ({ page }) => {
    const email = qaEmail(10);
    await ensureUser(email);
    const session = await signInPage(page, email);
    const shell = new ShellFrame(page);
    // The app makes the accounts of first use; their starting balances are answered (0 lei).
    await page.goto('/daily');
    await setStartingBalances(session);
    const { client, figures } = await serverBalance(email, 'Parola#Sigura2026');
    const start = Number(figures.available_balance);

    await page.route('**/rest/v1/rpc/get_available_balance', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/daily');
    await expect(page.getByText('Inițializare calculatoare balance...')).toBeVisible();
    await expect(shell.balanceAmount).toHaveText(ron(start));
    await page.unroute('**/rest/v1/rpc/get_available_balance');

    // A completed expense larger than what is available turns the figure red.
    const spend = Math.max(0, start) + 250;
    const inserted = await client
      .from('transactions')
      .insert({ type: 'EXPENSE', amount: spend, date: new Date().toISOString().slice(0, 10), category: 'NUTRITIE', execution_status: 'COMPLETED' })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    await page.reload();
    await expect(shell.balanceAmount).toHaveText(ron(start - spend));
    await expect(shell.balanceAmount).toHaveAttribute('data-tone', 'negative');
    await expect(shell.balanceAmount).toHaveCSS('color', 'rgb(163, 34, 34)');
    await client.from('transactions').delete().eq('id', inserted.data!.id);
    await page.reload();
    await expect(shell.balanceAmount).toHaveText(ron(start));
    await expect(shell.balanceAmount).toHaveAttribute('data-tone', start === 0 ? 'zero' : start > 0 ? 'positive' : 'negative');

    await page.route('**/rest/v1/rpc/get_available_balance', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: /^Eroare: / })).toBeVisible({ timeout: 15_000 });
    await page.unroute('**/rest/v1/rpc/get_available_balance');
    await page.getByRole('button', { name: 'Reîncearcă' }).click();
    await expect(shell.balanceAmount).toHaveText(ron(start));
  });
});

test.describe('keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page, qaEmail(10));
  });

  test('Alt+T, Alt+L, Alt+O, Alt+H go to their pages; Ctrl+\\ toggles the sidebar; ignored while typing', async ({ page }) => {
    const shell = new ShellFrame(page);
    await shell.openAt('/daily');
    for (const [keys, path] of [['Alt+t', '/transactions'], ['Alt+l', '/lunar-grid'], ['Alt+o', '/options'], ['Alt+h', DAILY_URL]] as const) {
      await shell.press(keys);
      await expect(page, keys).toHaveURL(path);
      // Issue 28 point 8: the focus lands on the new page's own h1, as after a page load.
      await expect(page.locator('main#continut h1'), keys).toBeFocused();
    }
    await expect(shell.sidebar).toHaveAttribute('data-expanded', 'true');
    await shell.press('Control+\\');
    await expect(shell.sidebar).toHaveAttribute('data-expanded', 'false');
    await shell.press('Control+\\');
    await expect(shell.sidebar).toHaveAttribute('data-expanded', 'true');

    await shell.openPalette();
    await shell.paletteInput.press('Alt+t');
    await shell.paletteInput.press('F1');
    await expect(page).toHaveURL(DAILY_URL);
    await expect(shell.help).toHaveCount(0);
    await expect(shell.palette).toBeVisible();
  });

  test('F1 lists every shortcut, Escape closes it; Shift+F10 opens the focused element’s context menu; Ctrl+Shift+F1 reaches the grid', async ({ page }) => {
    const shell = new ShellFrame(page);
    await shell.openAt('/daily');
    await shell.press('F1');
    await expect(shell.help).toBeVisible();
    for (const keys of ['Ctrl+K', 'Alt+H', 'Alt+T', 'Alt+L', 'Alt+O', 'Ctrl+\\', 'Shift+F10', 'F1', 'Escape', 'Ctrl+T', 'Ctrl+W', 'Ctrl+Tab', 'Ctrl+Shift+Tab', 'Ctrl+Shift+F1']) {
      await expect(shell.help.getByRole('cell', { name: keys, exact: true })).toBeVisible();
    }
    await shell.press('Escape');
    await expect(shell.help).toBeHidden();

    await shell.sidebar.getByRole('link', { name: 'Opțiuni' }).focus();
    await shell.press('Shift+F10');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await menu.getByRole('menuitem', { name: 'Deschide Opțiuni' }).click();
    await expect(page).toHaveURL('/options');

    await shell.sidebar.getByRole('link', { name: 'Profil' }).focus();
    await shell.press('Shift+F10');
    await expect(menu).toBeVisible();
    await shell.press('Escape');
    await expect(menu).toBeHidden();
    await expect(shell.sidebar.getByRole('link', { name: 'Profil' })).toBeFocused();

    await page.evaluate(() => {
      window.addEventListener('buget:toggle-fullscreen', () => document.body.setAttribute('data-fullscreen-asked', 'yes'));
    });
    await shell.press('Control+Shift+F1');
    await expect(page.locator('body')).toHaveAttribute('data-fullscreen-asked', 'yes');
  });
});

test.describe('command palette', () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page, qaEmail(10));
  });

  test('lists the items by priority, searches, wraps around with the arrows, runs with Enter, closes with Escape or the backdrop', async ({ page }) => {
    const shell = new ShellFrame(page);
    await shell.openAt('/daily');
    await shell.openPalette();
    // The top 8 by priority: config.json's pages in their order (Rapoarte among them since issue
    // 27) and the actions of issue 28 point 7.
    await expect(shell.paletteOptions.locator('.palette__option-title')).toHaveText([
      'Situația Zilei',
      'Adaugă tranzacție',
      'Tranzacții',
      'Grid Lunar',
      'Rapoarte',
      'Adaugă transfer',
      'Importă extras',
      'Opțiuni',
    ]);
    await expect(shell.selectedOption()).toContainText('Situația Zilei');
    await shell.paletteInput.press('ArrowUp');
    await expect(shell.selectedOption()).toContainText('Opțiuni');
    await shell.paletteInput.press('ArrowDown');
    await expect(shell.selectedOption()).toContainText('Situația Zilei');

    await shell.paletteInput.fill('TRANZACTII');
    await expect(shell.paletteOptions.locator('.palette__option-title')).toHaveText(['Tranzacții', 'Importă extras', 'Caută „TRANZACTII” în tranzacții']);
    // The shortcut is searched too: Ctrl+\ and Ctrl+T (then the text search, always last).
    await shell.paletteInput.fill('ctrl+');
    await expect(shell.paletteOptions).toHaveCount(3);
    // Nothing else matches: the text search is what is left.
    await shell.paletteInput.fill('nimic-de-gasit');
    await expect(shell.paletteOptions.locator('.palette__option-title')).toHaveText(['Caută „nimic-de-gasit” în tranzacții']);

    await shell.paletteInput.fill('grid');
    await shell.paletteInput.press('Enter');
    await expect(page).toHaveURL('/lunar-grid');
    await expect(shell.palette).toBeHidden();

    await shell.openPalette();
    await shell.press('Escape');
    await expect(shell.palette).toBeHidden();
    await shell.openPalette();
    await shell.closePaletteByBackdrop();
    await expect(shell.palette).toBeHidden();

    await shell.openPalette();
    await shell.paletteInput.fill('scurtaturi');
    await shell.paletteInput.press('Enter');
    await expect(shell.help).toBeVisible();
    await shell.press('Escape');

    // Issue 28 point 7: the palette's actions open the transactions page's form.
    await shell.openPalette();
    await shell.paletteInput.fill('adaug');
    await shell.paletteInput.press('Enter');
    await expect(page).toHaveURL(/\/transactions/);
    await expect(page.getByRole('dialog', { name: 'Adaugă tranzacție' })).toBeVisible();
  });
});

test.describe('command palette: recent actions', () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page, qaEmail(43));
  });

  test('keeps the last 5 actions run, newest first, shown as "Recente" while the query is empty, after a reload too', async ({ page }) => {
    const shell = new ShellFrame(page);
    await shell.openAt('/daily');
    await shell.openPalette();
    await expect(shell.palette.getByRole('group', { name: 'Recente' })).toHaveCount(0);
    await shell.press('Escape');
    for (const query of ['situatia', 'tranzactii', 'grid', 'optiuni', 'bara laterala', 'scurtaturi']) {
      await shell.openPalette();
      await shell.paletteInput.fill(query);
      await shell.paletteInput.press('Enter');
      await expect(shell.palette).toBeHidden();
      await shell.press('Escape');
    }
    await page.reload();
    await shell.sidebar.waitFor();
    await shell.openPalette();
    const recent = shell.palette.getByRole('group', { name: 'Recente' });
    await expect(recent.locator('.palette__option-title')).toHaveText([
      'Scurtături de tastatură',
      'Comută bara laterală',
      'Opțiuni',
      'Grid Lunar',
      'Tranzacții',
    ]);
    await expect(shell.palette.getByRole('group', { name: 'Comenzi' }).getByRole('option')).toHaveCount(8);
    await expect(shell.selectedOption()).toContainText('Scurtături de tastatură');
    await shell.paletteInput.press('ArrowDown');
    await shell.paletteInput.press('ArrowDown');
    await shell.paletteInput.press('ArrowDown');
    await shell.paletteInput.press('Enter');
    await expect(page).toHaveURL('/lunar-grid');
    await shell.openPalette();
    await expect(recent.locator('.palette__option-title').first()).toHaveText('Grid Lunar');
    await shell.paletteInput.fill('t');
    await expect(recent).toHaveCount(0);
  });
});

async function openTabs(page: Page, count: number) {
  for (let i = 0; i < count; i += 1) await page.keyboard.press('Control+t');
}

test.describe('tabs and breadcrumbs', () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page, qaEmail(10));
  });

  test('Ctrl+T opens up to 8 tabs, Ctrl+Tab / Ctrl+Shift+Tab switch, Ctrl+W and × close, close others, all kept after a reload', async ({ page }) => {
    const shell = new ShellFrame(page);
    await shell.openAt('/transactions');
    await expect(shell.tabs).toHaveCount(1);
    await expect(shell.activeTab()).toHaveAttribute('data-href', '/transactions');

    await openTabs(page, 9);
    await expect(shell.tabs).toHaveCount(8);
    // The oldest (the /transactions tab) was dropped; the newest is active and shows /daily.
    await expect(page.locator('[data-testid="open-tab"][data-href="/transactions"]')).toHaveCount(0);
    await expect(shell.tabs.last()).toHaveAttribute('data-active', 'true');
    await expect(page).toHaveURL(DAILY_URL);

    await shell.sidebar.getByRole('link', { name: 'Profil' }).click();
    await expect(shell.activeTab()).toHaveAttribute('data-href', '/profile');
    await shell.press('Control+Tab');
    await expect(shell.tabs.first()).toHaveAttribute('data-active', 'true');
    await expect(page).toHaveURL(DAILY_URL);
    await shell.press('Control+Shift+Tab');
    await expect(shell.tabs.last()).toHaveAttribute('data-active', 'true');
    await expect(page).toHaveURL('/profile');

    await shell.press('Control+w');
    await expect(shell.tabs).toHaveCount(7);
    await expect(shell.tabs.last()).toHaveAttribute('data-active', 'true');
    await expect(page).toHaveURL(DAILY_URL);
    await shell.tabs.first().getByRole('button', { name: /Închide fila/ }).click();
    await expect(shell.tabs).toHaveCount(6);

    await shell.tabs.nth(2).getByRole('button').first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Închide celelalte file' }).click();
    await expect(shell.tabs).toHaveCount(1);
    await shell.sidebar.getByRole('link', { name: 'Opțiuni' }).click();
    await expect(shell.activeTab()).toHaveAttribute('data-href', '/options');
    // The navigation state is written 500 ms after the last change: reload once it is saved.
    const savedTabs = () =>
      page.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('buget-navigation-state') ?? '{}') as { state?: { openTabs?: { id: string; href: string }[]; activeTabId?: string } };
        const tabs = saved.state?.openTabs ?? [];
        return { count: tabs.length, active: tabs.find((tab) => tab.id === saved.state?.activeTabId)?.href };
      });
    await expect.poll(savedTabs).toEqual({ count: 1, active: '/options' });
    await page.reload();
    await expect(shell.tabs).toHaveCount(1);
    await expect(shell.activeTab()).toHaveAttribute('data-href', '/options');
  });

  test('the trail keeps the last 5 pages; going back to one cuts it there', async ({ page }) => {
    const shell = new ShellFrame(page);
    await shell.openAt('/daily');
    for (const label of ['Tranzacții', 'Grid Lunar', 'Opțiuni', 'Profil']) {
      await shell.sidebar.getByRole('link', { name: label }).click();
    }
    // The last click's navigation is recorded before the page is left.
    await expect(page).toHaveURL('/profile');
    await expect(shell.breadcrumbs).toContainText(['Profil']);
    await page.goto('/performance-test');
    await expect(shell.breadcrumbs).toHaveText(['Tranzacții', 'Grid Lunar', 'Opțiuni', 'Profil', 'Test de performanță']);
    await page.getByRole('navigation', { name: 'Istoric navigare' }).getByRole('link', { name: 'Grid Lunar' }).click();
    await expect(page).toHaveURL('/lunar-grid');
    await page.goto('/daily');
    await expect(shell.breadcrumbs).toHaveText(['Tranzacții', 'Grid Lunar', 'Situația Zilei']);
    await expect(pageHeading(page, '/daily')).toBeVisible();
  });
});

test.describe('first load', () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page, qaEmail(10));
  });

  test('index.html asks for config.json, and for a returning user the page remote\'s manifest, its remoteEntry.js and the day\'s data, each once', async ({ page }) => {
    await new ShellFrame(page).openAt('/daily');
    await expect(pageHeading(page, '/daily')).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await expect(pageHeading(page, '/daily')).toBeVisible();
    const files = ['/config.json', '/mf-daily/mf-manifest.json'];
    // One request each: the runtime took the responses index.html asked for, not fetched them again.
    expect(files.map((file) => asked.filter((path) => path.endsWith(file)).length)).toEqual([1, 1]);
    const initiators = await page.evaluate((names) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return names.map((name) => entries.find((entry) => new URL(entry.name).pathname.endsWith(name))?.initiatorType);
    }, files);
    // config.json by the inline fetch; the manifest by its preload link.
    expect(initiators).toEqual(['fetch', 'link']);
    // remoteEntry.js: run once, by the <script> index.html added from the hints, whose container
    // the runtime took (runtime-plugins/early-entry.ts) instead of loading the entry again.
    expect(asked.filter((path) => path.endsWith('/mf-daily/remoteEntry.js'))).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __bugetEarlyEntries?: Record<string, unknown> }).__bugetEarlyEntries)).toEqual({});
    // The day's data: asked for once each, by index.html (#start-requests), and taken by the page.
    const rpcs = ['/rest/v1/rpc/get_daily_situation', '/rest/v1/rpc/get_daily_month', '/rest/v1/user_settings', '/rest/v1/custom_categories'];
    expect(rpcs.map((rpc) => asked.filter((path) => path === rpc).length)).toEqual([1, 1, 1, 1]);
    const taken = await page.evaluate(() =>
      ((window as unknown as { __bugetPrefetched?: { url: string; taken?: boolean }[] }).__bugetPrefetched ?? []).map((entry) => [new URL(entry.url).pathname, entry.taken === true]),
    );
    expect(taken).toEqual(rpcs.map((rpc) => [rpc, true]));
  });
});

test.describe('offline', () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page, qaEmail(10));
  });

  test('banner and blocking overlay while offline, a green banner for 2 s after, and Reîncearcă reloads', async ({ page, context }) => {
    const shell = new ShellFrame(page);
    await shell.openAt('/daily');
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toHaveText('Ești offline - verifică conexiunea la internet');
    const overlay = page.getByRole('alertdialog', { name: 'Nu ai conexiune la internet' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('are nevoie de conexiune la internet');
    await context.setOffline(false);
    const banner = page.getByTestId('reconnect-banner');
    await expect(banner).toHaveText('Conexiune restabilită! Datele se sincronizează...');
    await expect(overlay).toBeHidden();
    const shownAt = Date.now();
    await expect(banner).toBeHidden({ timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1000);

    await context.setOffline(true);
    const reload = page.waitForEvent('request', (r) => r.isNavigationRequest());
    await overlay.getByRole('button', { name: 'Reîncearcă' }).click();
    expect((await reload).url()).toContain('/daily');
    await context.setOffline(false);
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px the offline banner takes its own room: the header (and the sidebar) start below it, scrolled or not`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 800 });
      const shell = new ShellFrame(page);
      // At 390 px there is no sidebar (openAt waits for it): the header says the frame is up.
      await shell.open('/daily');
      await expect(shell.header).toBeVisible();
      const headerTopOnline = (await shell.header.boundingBox())?.y;
      await context.setOffline(true);
      const banner = page.getByTestId('offline-banner');
      await expect(banner).toBeVisible();
      await page.getByRole('button', { name: 'Continuă fără conexiune' }).click();
      const bannerBox = await banner.boundingBox();
      expect(bannerBox).not.toBeNull();
      const bannerBottom = bannerBox!.y + bannerBox!.height;
      const framed = width === 1440 ? [shell.header, shell.sidebar] : [shell.header];
      const expectBelowBanner = async () => {
        for (const part of framed) {
          const box = await part.boundingBox();
          expect(box, 'a frame part is drawn').not.toBeNull();
          expect(box!.y).toBeGreaterThanOrEqual(bannerBottom - 0.5);
        }
      };
      // The header moved down by the banner's height, no more.
      expect((await shell.header.boundingBox())!.y - headerTopOnline!).toBeCloseTo(bannerBox!.height, 0);
      await expectBelowBanner();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectBelowBanner();
      await context.setOffline(false);
    });
  }
});

test.describe('toasts', () => {
  test('at most 5, newest first, in the saved position (default top-right); errors leave after their time', async ({ page }) => {
    const email = qaEmail(10);
    await ensureUser(email);
    await page.goto('/login');
    const host = page.getByRole('region', { name: 'Notificări' });
    await expect(host).toHaveAttribute('data-position', 'top-right');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Parolă', { exact: true }).fill('Gresita#0');
    for (let i = 1; i <= 6; i += 1) {
      await page.getByRole('button', { name: 'Autentificare', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Autentificare', exact: true })).toBeEnabled();
    }
    const toasts = page.getByTestId('toast');
    await expect(toasts).toHaveCount(5);
    await expect(toasts.first()).toHaveAttribute('data-variant', 'error');
    await expect(toasts).toHaveCount(0, { timeout: 8000 });

    for (const position of ['top-left', 'top-center', 'bottom-left', 'bottom-center', 'bottom-right']) {
      // The position is the app setting toastPosition (cached under 'app-settings-storage';
      // fields left out take their defaults).
      await page.evaluate((p) => localStorage.setItem('app-settings-storage', JSON.stringify({ state: { toastPosition: p }, version: 0 })), position);
      await page.reload();
      await expect(host).toHaveAttribute('data-position', position);
    }
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Parolă', { exact: true }).fill('Gresita#0');
    await page.getByRole('button', { name: 'Autentificare', exact: true }).click();
    const box = await toasts.first().boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(1440 - 40);
    expect(box!.y).toBeGreaterThan(900 / 2);
    await toasts.first().getByRole('button', { name: 'Închide notificarea' }).click();
    await expect(toasts).toHaveCount(0);
  });
});
