import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startLocalSupabase, type LocalSupabase } from '@buget/supabase-local';
import { staticFiles } from '../../scripts/lib/static-files';
import { OptionsPage } from '../page-models/options-page';
import { approveFreshAddress } from '../support/allowlist';
import { E2E } from '../support/env';
import { asUser, seedSession, signInPage, TEST_PASSWORD } from '../support/users';

// Each test signs up an address of its own (approved for this run), so they run in parallel.

const MONTHS = ['ian.', 'feb.', 'mar.', 'apr.', 'mai', 'iun.', 'iul.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.'];
const bucharestToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
/** '2026-11-27' → '27 nov. 2026', as the account card writes its balance's start. */
const shortDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

async function openAccounts(page: Page, label: string) {
  const address = await approveFreshAddress(label);
  const session = await signInPage(page, address.email);
  const options = new OptionsPage(page);
  await options.goto('conturi');
  await expect(options.accounts).toHaveCount(3);
  return { options, db: asUser(session), revoke: address.revoke };
}

/** Signs an address up on a server that confirms at once (GOTRUE_MAILER_AUTOCONFIRM). */
async function signUpAutoconfirmed(apiUrl: string, email: string): Promise<void> {
  const response = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: E2E.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
}

/** The user's account names on a server, by display order, read over REST with a fresh sign-in. */
async function serverAccountNames(apiUrl: string, email: string): Promise<string[]> {
  const token = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: E2E.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const rows = await fetch(`${apiUrl}/rest/v1/user_accounts?select=name&order=display_order`, {
    headers: { apikey: E2E.anonKey, Authorization: `Bearer ${token.access_token}` },
  }).then((r) => r.json() as Promise<{ name: string }[]>);
  return rows.map((row) => row.name);
}

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('accounts: every validation code at its field, create, edit, default, order, deactivate, delete by the rules', async ({ page }) => {
  const { options, db, revoke } = await openAccounts(page, 'conturi');
  expect(await options.accountNames()).toEqual(['Bancă', 'Cash', 'Investiții']);
  await expect(options.account('Bancă')).toContainText('Implicit');
  await expectAccessible(page, 'accounts');

  await options.openNewAccount();
  const cases: [Parameters<OptionsPage['fillAccount']>[0], string][] = [
    [{ name: '  ' }, 'Numele contului este obligatoriu'],
    [{ name: 'R' }, 'Numele contului trebuie să aibă cel puțin 2 caractere'],
    [{ name: 'R'.repeat(51) }, 'Numele contului poate avea cel mult 50 caractere'],
    [{ name: ' bancă ' }, 'Există deja un cont cu acest nume'],
    [{ name: 'Revolut', type: '' }, 'Tipul contului este obligatoriu'],
    [{ name: 'Revolut', type: 'savings', initialBalance: '' }, 'Soldul inițial este obligatoriu'],
    [{ initialBalance: 'mult' }, 'Soldul inițial trebuie să fie un număr valid'],
    [{ initialBalance: '-10' }, 'Soldul inițial nu poate fi negativ'],
  ];
  for (const [fields, message] of cases) {
    await options.fillAccount(fields);
    await options.submitAccount();
    await expect(options.dialog.getByText(message)).toBeVisible();
  }
  await expectAccessible(page, 'account dialog with errors');
  expect((await db.from('user_accounts').select('id')).data).toHaveLength(3);
  await options.fillAccount({ initialBalance: '1500,50', includedInTotal: true });
  await options.submitAccount();
  await expect(options.dialog).toBeHidden();
  await expect(options.toast('Contul a fost creat cu succes.')).toBeVisible();
  await expect(options.account('Revolut')).toContainText('1.500,50 lei');
  await expect(options.account('Revolut')).toContainText('Economii');
  // Its own balance is the server's (get_account_balances), from the day asked ('Sold la data de', today).
  await expect(options.account('Revolut').getByTestId('account-balance')).toHaveText('1.500,50 lei');
  await expect(options.account('Revolut').getByTestId('account-balance-start')).toHaveText(shortDate(bucharestToday()));
  expect((await db.from('user_accounts').select('balance_start_date').eq('name', 'Revolut').single().throwOnError()).data.balance_start_date).toBe(bucharestToday());

  await options.editAccount('Revolut', { name: 'Revolut Pro', initialBalance: '2000' });
  await expect(options.toast('Contul a fost actualizat.')).toBeVisible();
  await expect(options.account('Revolut Pro')).toContainText('2.000 lei');
  await expect(options.account('Revolut Pro').getByTestId('account-balance')).toHaveText('2.000 lei');

  // A credit account may owe money: a minus is taken for it alone, and its balance shows in red.
  await options.addAccount({ name: 'Card de credit', type: 'credit', initialBalance: '-1.250,50' });
  const debt = options.account('Card de credit').getByTestId('account-balance');
  await expect(debt).toHaveText('-1.250,50 lei');
  await expect(debt).toHaveCSS('color', 'rgb(163, 34, 34)');
  await db.from('user_accounts').delete().eq('name', 'Card de credit').throwOnError();
  await options.goto('conturi');

  await options.accountAction('Revolut Pro', 'Setează implicit');
  await expect(options.toast('Contul a fost setat ca implicit.')).toBeVisible();
  await expect(options.account('Revolut Pro')).toContainText('Implicit');
  await expect(options.account('Bancă')).not.toContainText('Implicit');

  await options.accountAction('Revolut Pro', 'Mută sus');
  await expect.poll(() => options.accountNames()).toEqual(['Bancă', 'Cash', 'Revolut Pro', 'Investiții']);
  const { data: order } = await db.from('user_accounts').select('name').order('display_order');
  expect(order?.map((a) => a.name)).toEqual(['Bancă', 'Cash', 'Revolut Pro', 'Investiții']);

  // An account with transactions cannot be deleted: the dialog offers to deactivate it instead.
  const { data: investitii } = await db.from('user_accounts').select('id').eq('name', 'Investiții').single();
  await db.from('transactions').insert({ type: 'SAVING', amount: 100, category: 'ECONOMII', date: '2026-11-02', account_id: investitii!.id }).throwOnError();
  await options.accountAction('Investiții', 'Șterge');
  await expect(options.dialog).toContainText('Contul are tranzacții și nu poate fi șters. Îl poți dezactiva în schimb. (o tranzacție)');
  await options.dialog.getByRole('button', { name: 'Dezactivează contul' }).click();
  await expect(options.toast('Contul a fost dezactivat.')).toBeVisible();
  await expect(options.account('Investiții')).toContainText('Inactiv');

  await options.accountAction('Cash', 'Șterge');
  await options.dialog.getByRole('button', { name: 'Șterge contul' }).click();
  await expect(options.toast('Contul a fost șters.')).toBeVisible();
  await expect.poll(() => options.accountNames()).toEqual(['Bancă', 'Revolut Pro', 'Investiții']);

  // The last active account can be neither deactivated nor deleted.
  await options.accountAction('Bancă', 'Dezactivează');
  await expect(options.account('Bancă')).toContainText('Inactiv');
  await options.accountAction('Revolut Pro', 'Dezactivează');
  await expect(options.toast('Ultimul cont activ nu poate fi dezactivat.')).toBeVisible();
  await options.accountAction('Revolut Pro', 'Șterge');
  await expect(options.dialog).toContainText('Ultimul cont activ nu poate fi șters.');
  await expect(options.dialog.getByRole('button', { name: 'Șterge contul' })).toHaveCount(0);
  await revoke();
});

test('the 11th account is refused by the server even when the client is bypassed', async ({ page }) => {
  const { options, db, revoke } = await openAccounts(page, 'limita');
  const extra = (n: number) => ({ name: `Extra ${n}`, account_type: 'CASH', initial_balance: 0, current_balance: 0, display_order: 10 + n, included_in_total: true, is_active: true });
  await db.from('user_accounts').insert([1, 2, 3, 4, 5, 6].map(extra)).throwOnError();
  await options.goto('conturi');
  await expect(options.accounts).toHaveCount(9);
  // Another device adds the tenth meanwhile: this page still counts nine and lets the user try.
  await db.from('user_accounts').insert(extra(7)).throwOnError();
  await options.openNewAccount();
  await options.fillAccount({ name: 'Al unsprezecelea', initialBalance: '10' });
  await options.submitAccount();
  await expect(options.toast('Ai atins numărul maxim de 10 conturi.')).toBeVisible();
  await expect(options.page.getByText('Salvat local')).toHaveCount(0);
  // Straight to the API, as the user with a valid token: refused too.
  const direct = await db.from('user_accounts').insert(extra(8));
  expect(direct.status).toBe(400);
  expect(direct.error?.hint).toBe('MAX_ACCOUNTS');
  await options.dialog.getByRole('button', { name: 'Renunță' }).click();
  await expect(options.accounts).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Adaugă cont' })).toBeDisabled();
  await expect(page.getByText(/Ai atins numărul maxim de 10 conturi/).first()).toBeVisible();
  expect((await db.from('user_accounts').select('id')).data).toHaveLength(10);
  await revoke();
});

test('offline in the browser: an account is saved locally, then synced once on reconnection with its server id', async ({ page, context }) => {
  const { options, db, revoke } = await openAccounts(page, 'offline');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Continuă fără conexiune' }).click();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await options.addAccount({ name: 'Card offline', type: 'credit', initialBalance: '300' });
  await expect(options.toast('Aplicația este offline - contul a fost salvat local și va fi sincronizat la reconectare')).toBeVisible();
  const row = options.account('Card offline');
  await expect(row).toContainText('Salvat local');
  expect(await row.getAttribute('data-account-id')).toMatch(/^local-/);
  await expect(page.getByText('O modificare salvată local așteaptă serverul.')).toBeVisible();

  await context.setOffline(false);
  await expect(options.toast('Conturile salvate local au fost sincronizate cu serverul.')).toBeVisible();
  await expect(row).not.toContainText('Salvat local');
  await expect(row).toHaveAttribute('data-account-id', /^[0-9a-f]{8}-[0-9a-f]{4}-/);
  const { data } = await db.from('user_accounts').select('id, name, account_type').eq('name', 'Card offline');
  expect(data).toEqual([{ id: await row.getAttribute('data-account-id'), name: 'Card offline', account_type: 'CREDIT' }]);
  await revoke();
});

test.describe("with the app's service worker", () => {
  // The shell's worker (shell/src/service-worker) keeps the app's files; blocked in every other suite.
  test.use({ serviceWorkers: 'allow' });

  test('offline in the browser: the app opens again after a reload, the account saved locally is there, and is synced once on reconnection', async ({ page, context }) => {
    const { options, db, revoke } = await openAccounts(page, 'offline-reincarcare');
    // This first visit installed the worker: it controls the page and has kept the page and every
    // file the page loaded (the remote's too), whether loaded before it took control or after.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            if (!navigator.serviceWorker.controller) return 'no worker in control';
            const files = performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((url) => url.startsWith(location.origin) && /\.(js|css)$|\/(config|mf-manifest)\.json$/.test(new URL(url).pathname));
            const kept = await Promise.all(['/index.html', ...files].map(async (url) => ((await caches.match(url)) ? null : url)));
            return kept.filter((url) => url !== null).join(', ') || 'kept';
          }),
        { timeout: 20_000 },
      )
      .toBe('kept');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Continuă fără conexiune' }).click();
    await options.addAccount({ name: 'Card fără rețea', type: 'credit', initialBalance: '120' });
    await expect(options.toast('Aplicația este offline - contul a fost salvat local și va fi sincronizat la reconectare')).toBeVisible();
    await expect(options.account('Card fără rețea')).toContainText('Salvat local');

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    // Chromium's offline emulation does not reach a document loaded after it was set: navigator.onLine
    // is true there while every request still fails. Set again, the page is told it is offline, as a
    // device without a network tells it from the start. (The page believes it is online already, so
    // the moment between the two calls fires no 'online' event; only the 10-second retry could fall in it.)
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: 'Nu ai conexiune la internet' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuă fără conexiune' }).click();
    await expect(options.heading).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    const row = options.account('Card fără rețea');
    await expect(row).toContainText('Salvat local');
    expect(await row.getAttribute('data-account-id')).toMatch(/^local-/);
    expect(await options.accountNames()).toEqual(['Bancă', 'Cash', 'Investiții', 'Card fără rețea']);
    const shots = process.env.SCREENSHOTS_DIR;
    if (shots) {
      await page.screenshot({ path: path.join(shots, 'options-accounts-offline-reloaded-1440.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(row).toBeVisible();
      await page.screenshot({ path: path.join(shots, 'options-accounts-offline-reloaded-390.png'), fullPage: true });
    }

    await context.setOffline(false);
    await expect(options.toast('Conturile salvate local au fost sincronizate cu serverul.')).toBeVisible();
    await expect(row).not.toContainText('Salvat local');
    await expect(row).toHaveAttribute('data-account-id', /^[0-9a-f]{8}-[0-9a-f]{4}-/);
    const { data } = await db.from('user_accounts').select('id, name, account_type').eq('name', 'Card fără rețea');
    expect(data).toEqual([{ id: await row.getAttribute('data-account-id'), name: 'Card fără rețea', account_type: 'CREDIT' }]);
    await revoke();
  });

  test('a remote deployed on another origin is kept too: its page opens again after a reload without the network', async ({ page, context }) => {
    // mf-options from a server of its own on another port, CORS for any origin, as when config.json
    // points a remote at a CDN; context.route also reaches the worker's own request for config.json.
    const remoteFiles = staticFiles(path.resolve(import.meta.dirname, '../../mf-options/dist'), { singlePage: false });
    const remoteServer = http.createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      remoteFiles(req, res, () => res.writeHead(404).end());
    });
    await new Promise<void>((resolve) => remoteServer.listen(0, '127.0.0.1', resolve));
    const remoteOrigin = `http://127.0.0.1:${(remoteServer.address() as AddressInfo).port}`;
    await context.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { remotes: Record<string, string> };
      await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, mf_options: `${remoteOrigin}/mf-manifest.json` } } });
    });
    try {
      const { options, revoke } = await openAccounts(page, 'offline-alt-origin');
      const remoteFilesKept = () =>
        page.evaluate(async (origin) => {
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => url.startsWith(origin));
          if (!files.some((url) => url.endsWith('/remoteEntry.js'))) return 'the remote was not loaded from its origin';
          const missing = await Promise.all(files.map(async (url) => ((await caches.match(url)) ? null : url)));
          return missing.filter((url) => url !== null).join(', ') || 'kept';
        }, remoteOrigin);
      await expect.poll(remoteFilesKept, { timeout: 20_000 }).toBe('kept');

      await context.setOffline(true);
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await expect(options.heading).toBeVisible();
      await expect(options.accounts).toHaveCount(3);
      expect(await page.evaluate((origin) => performance.getEntriesByType('resource').some((entry) => entry.name === `${origin}/remoteEntry.js`), remoteOrigin)).toBe(true);
      await context.setOffline(false);
      await revoke();
    } finally {
      remoteServer.close();
    }
  });

  test("the Supabase API goes around the worker (its static route): an API request leaves the stopped worker stopped, the app's config.json starts it", async ({ page, context }) => {
    const { revoke } = await openAccounts(page, 'sw-api-ocolit');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    const cdp = await context.newCDPSession(page);
    let status = '';
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) status = version.runningStatus;
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await expect.poll(() => status).toBe('stopped');
    const fetchFromPage = (url: string) => page.evaluate(async (address) => (await fetch(address, { cache: 'no-store' })).status, url);
    /** The active worker's running status now: the first report of a CDP session opened now. */
    const statusNow = async () => {
      const probe = await context.newCDPSession(page);
      const reported = new Promise<string | undefined>((resolve) =>
        probe.once('ServiceWorker.workerVersionUpdated', ({ versions }) => resolve(versions.find((v) => v.status === 'activated')?.runningStatus)),
      );
      await probe.send('ServiceWorker.enable');
      const now = await reported;
      await probe.detach();
      return now;
    };
    // Without the route, the fetch event would start the worker first: it would be running by the
    // time the response came back.
    await fetchFromPage(`${E2E.supabaseUrl}/rest/v1/`);
    await fetchFromPage(`${E2E.supabaseUrl}/auth/v1/settings`);
    expect(await statusNow()).toBe('stopped');
    // The check can tell: a file of the app's does go through the worker.
    await fetchFromPage('/config.json');
    expect(await statusNow()).toBe('running');
    await revoke();
  });
});

test.describe('with the API stopped', () => {
  let server: LocalSupabase | undefined;
  let dataDir = '';
  test.afterEach(async () => {
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('an account made while the API is down survives a reload and is synced when the API is back', async ({ page }) => {
    test.setTimeout(240_000);
    const email = 'qa-api-oprit@buget.ro';
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'buget-e2e-api-'));
    const env = { ...process.env, BETA_ALLOWLIST: email, SITE_URL: E2E.appUrl, GOTRUE_MAILER_AUTOCONFIRM: 'true', DATABASE_URL: '' };
    server = await startLocalSupabase({ port: 0, dataDir, env });
    const port = Number(new URL(server.url).port);
    const apiUrl = server.url;
    // This page's app talks to its own API, which the test can stop and start again.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), supabaseUrl: apiUrl } });
    });
    await signUpAutoconfirmed(apiUrl, email);
    await seedSession(page, apiUrl, email, TEST_PASSWORD);
    const options = new OptionsPage(page);
    await options.goto('conturi');
    await expect(options.accounts).toHaveCount(3);

    await server.close();
    server = undefined;
    await options.addAccount({ name: 'Cont fără server', initialBalance: '75' });
    await expect(options.toast('Eroare server - contul a fost salvat local și va fi sincronizat ulterior')).toBeVisible();
    await expect(options.account('Cont fără server')).toContainText('Salvat local');

    await page.reload();
    await expect(options.heading).toBeVisible();
    await expect(options.account('Cont fără server')).toContainText('Salvat local');
    expect(await options.accountNames()).toEqual(['Bancă', 'Cash', 'Investiții', 'Cont fără server']);

    server = await startLocalSupabase({ port, dataDir, env });
    await expect(options.toast('Conturile salvate local au fost sincronizate cu serverul.')).toBeVisible({ timeout: 30_000 });
    await expect(options.account('Cont fără server')).not.toContainText('Salvat local');
    expect(await serverAccountNames(apiUrl, email)).toEqual(['Bancă', 'Cash', 'Investiții', 'Cont fără server']);
  });
});

test('sections are linkable: each has its address, back and forward follow them', async ({ page }) => {
  const address = await approveFreshAddress('sectiuni');
  await signInPage(page, address.email);
  const options = new OptionsPage(page);
  await options.goto('setari');
  await expect(options.section('Setări')).toHaveAttribute('aria-current', 'page');
  await options.section('Conturi').click();
  await expect(page).toHaveURL(/\/options\/conturi$/);
  await expect(page.getByRole('heading', { name: 'Conturi', level: 2 })).toBeVisible();
  await options.section('Categorii').click();
  await expect(page).toHaveURL(/\/options\/categorii$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/options\/conturi$/);
  await expect(options.section('Conturi')).toHaveAttribute('aria-current', 'page');
  await address.revoke();
});
