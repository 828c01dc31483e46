import { expect, test, type Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages';
import { pageHeading } from '../page-models/page-content';
import { E2E, qaEmail } from '../support/env';
import { ensureUser, signInPage, TEST_PASSWORD } from '../support/users';
import { approveFreshAddress, type FreshAddress } from '../support/allowlist';
import { expireStoredSession, outboxLink, signInWithExpiredSession, storedAccessToken } from './auth-helpers';

const NOT_APPROVED = 'strain@exemplu.ro';
const RESTRICTED_LOGIN = 'Autentificarea este restricționată. Adresa de e-mail nu se află pe lista aprobată.';
const FRAME = (page: Page) => page.getByRole('complementary', { name: 'Navigare principală' });

test.describe('signed-out routes', () => {
  test('/, signed-in pages and unknown paths go to /login', async ({ page }) => {
    for (const path of ['/', '/daily', '/transactions', '/lunar-grid', '/nu-exista/deloc']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/login');
    }
  });

  test('/options and /profile say the user must be authenticated', async ({ page }) => {
    for (const path of ['/options', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toHaveText('Trebuie să fii autentificat pentru a accesa această pagină.');
      await expect(page.getByRole('link', { name: 'Mergi la autentificare' })).toHaveAttribute('href', '/login');
    }
  });

  test('/login: fields, submit disabled until valid, divider, provider button and note, link to /register', async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.openLogin();
    await expect(page).toHaveTitle('Autentificare · Buget');
    await expect(auth.loginButton).toBeDisabled();
    await auth.fillLogin('nu-e-adresa', 'secret1');
    await expect(auth.loginButton).toBeDisabled();
    await auth.fillLogin('qa-06@buget.ro', '12345');
    await expect(auth.loginButton).toBeDisabled();
    await auth.fillLogin('qa-06@buget.ro', '123456');
    await expect(auth.loginButton).toBeEnabled();
    await expect(page.getByRole('separator')).toHaveText('sau');
    await expect(page.getByRole('button', { name: 'Continuă cu Google' })).toBeVisible();
    await expect(page.getByText('acesta se creează automat la prima autentificare cu Google')).toBeVisible();
    await page.getByRole('link', { name: 'Înregistrează-te' }).click();
    await expect(page).toHaveURL('/register');
  });
});

test.describe('registration', () => {
  // A fresh approved address per run: the test works on a reused server as often as it runs.
  let fresh: FreshAddress | undefined;
  test.afterEach(async () => {
    await fresh?.revoke();
    fresh = undefined;
  });

  test('beta notice, live approval hint, mismatch, the pre-call check, then sign-up confirmed through the outbox', async ({ page }) => {
    const auth = new AuthPages(page);
    fresh = await approveFreshAddress();
    const email = fresh.email;
    await auth.openRegister();
    await expect(page.getByText('Beta', { exact: true })).toBeVisible();
    await expect(page.getByText('doar adresele de e-mail aprobate pot crea un cont')).toBeVisible();
    await expect(page.getByText('contactează administratorul')).toBeVisible();
    // The server's rule beside the password, from config.json: each requirement ticks as it is met.
    const rules = page.getByTestId('password-checklist').getByRole('listitem');
    await expect(rules).toHaveText(['cel puțin 8 caractere', 'o literă mică', 'o literă mare', 'o cifră', /^un simbol/].map((text) => (typeof text === 'string' ? `${text}: lipsește` : text)));

    await auth.fillRegister(NOT_APPROVED, 'Parola#Buna2026');
    await expect(page.getByTestId('email-approval')).toHaveText('Adresa nu este pe lista aprobată pentru beta.');
    await expect(auth.registerButton).toBeDisabled();

    await auth.fillRegister(email, 'Parola#Buna2026', 'Parola#Alta2026');
    await expect(page.getByTestId('email-approval')).toHaveText('Adresa este aprobată pentru beta.');
    await expect(page.getByText('Parolele nu se potrivesc!')).toBeVisible();
    await expect(auth.registerButton).toBeDisabled();

    // 6 characters pass the form; the stricter check before the server call refuses them.
    await auth.fillRegister(email, 'abcdef');
    await expect(auth.registerButton).toBeEnabled();
    await expect(rules.and(page.locator('[data-met="true"]'))).toHaveText(['o literă mică: îndeplinit']);
    await auth.registerButton.click();
    const weak = 'Parola este prea slabă. Folosește cel puțin 8 caractere, o literă mică, o literă mare, o cifră și un simbol (! @ # $ % …).';
    await expect(auth.alert).toHaveText(weak);
    await expect(auth.toasts.filter({ hasText: weak })).toBeVisible();
    expect(await outboxLink(email)).toBeUndefined();

    await auth.fillRegister(email, TEST_PASSWORD);
    await expect(rules.and(page.locator('[data-met="true"]'))).toHaveCount(5);
    await auth.registerButton.click();
    const notice = page.getByTestId('register-success');
    await expect(notice).toHaveText('Cont creat cu succes! Verifică-ți e-mailul pentru confirmare.');
    await expect(auth.email).toHaveValue('');
    await expect(auth.password).toHaveValue('');
    await expect(auth.confirm).toHaveValue('');
    await expect(notice).toBeHidden({ timeout: 7000 });

    // An unconfirmed address cannot sign in yet: it is told so in Romanian and may ask for a new
    // confirmation e-mail (GoTrue's /resend), whose link is the one that works.
    const first = await outboxLink(email);
    await auth.openLogin();
    await auth.login(email, TEST_PASSWORD);
    await expect(auth.alert).toHaveText(/^Adresa ta de e-mail nu este confirmată încă\./);
    await expect(page).toHaveURL('/login');
    await page.getByRole('button', { name: 'Retrimite e-mailul de confirmare' }).click();
    await expect(page.getByTestId('resend-notice')).toHaveText(`Ți-am trimis un nou e-mail de confirmare la ${email}. Deschide linkul din el, apoi autentifică-te.`);

    const link = await outboxLink(email);
    expect(link).toBeTruthy();
    expect(link).not.toBe(first);
    await page.goto(link!);
    await expect(page).toHaveURL('/daily');
    await expect(auth.toasts.filter({ hasText: 'E-mail confirmat!' })).toBeVisible();
    await expect(FRAME(page)).toBeVisible();
  });
});

test.describe('sign-in', () => {
  test('wrong password, then e-mail sign-in to /transactions; the session survives a reload; only user and isAuthenticated are kept', async ({ page }) => {
    const email = qaEmail(6);
    await ensureUser(email);
    const auth = new AuthPages(page);
    await auth.openLogin();
    await auth.login(email, 'Gresita#2026');
    await expect(auth.alert).toHaveText('Date de autentificare incorecte.');
    await expect(auth.toasts.filter({ hasText: 'Date de autentificare incorecte.' })).toHaveAttribute('data-variant', 'error');

    await auth.login(email, TEST_PASSWORD);
    await expect(page).toHaveURL('/transactions');
    await expect(auth.toasts.filter({ hasText: 'Autentificare reușită! Bine ai revenit.' })).toHaveAttribute('data-variant', 'success');
    await expect(pageHeading(page, '/transactions')).toBeVisible();

    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('buget-auth') ?? '{}') as { state: Record<string, unknown> });
    expect(Object.keys(saved.state).sort()).toEqual(['isAuthenticated', 'user']);
    expect(saved.state).toMatchObject({ isAuthenticated: true, user: { email } });

    await page.reload();
    await expect(page).toHaveURL('/transactions');
    await expect(FRAME(page)).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL('/daily');
  });

  test('an address not on the allow-list is refused by the server', async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.openLogin();
    const refused = page.waitForResponse((r) => r.url().includes('/auth/v1/token?grant_type=password'));
    await auth.login(NOT_APPROVED, 'Oricare#2026');
    const response = await refused;
    expect(response.status()).toBe(403);
    // supabase-js sends X-Supabase-Api-Version 2024-01-01, so GoTrue's body is {code, message}.
    expect(await response.json()).toMatchObject({ code: 'unknown', message: expect.stringMatching(/restricted|approved/) });
    await expect(auth.alert).toHaveText(RESTRICTED_LOGIN);
    await expect(page).toHaveURL('/login');
  });

  test('an expired session is refreshed with the refresh token at start', async ({ page }) => {
    const first = await signInWithExpiredSession(page, qaEmail(7));
    const refresh = page.waitForResponse((r) => r.url().includes('/auth/v1/token?grant_type=refresh_token'));
    await page.goto('/daily');
    expect((await refresh).status()).toBe(200);
    await expect(FRAME(page)).toBeVisible();
    await expect.poll(() => storedAccessToken(page)).not.toBe(first);
  });
});

test.describe('third-party sign-in', () => {
  test('goes through /authorize with its parameters, shows the callback screen, and lands on /daily', async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.openLogin();
    await page.getByRole('button', { name: 'Continuă cu Google' }).click();
    await page.waitForURL(/\/auth\/v1\/authorize/);
    const url = new URL(page.url());
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('redirect_to')).toBe(`${E2E.appUrl}/auth/callback`);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');

    // Hold the callback's user check a moment, to see the screen it shows meanwhile.
    await page.route('**/auth/v1/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await auth.localProviderConsent(qaEmail(9));
    await expect(page.getByRole('status').filter({ hasText: 'Se procesează autentificarea...' })).toBeVisible();
    await expect(page).toHaveURL('/daily');
    await expect(auth.toasts.filter({ hasText: 'Autentificare cu Google reușită!' })).toBeVisible();
    await expect(FRAME(page)).toBeVisible();
  });

  test('a provider address that is not approved goes back to /login with the restricted message', async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.openRegister();
    await auth.providerSignIn('Înregistrează-te cu Google', NOT_APPROVED);
    await expect(page).toHaveURL('/login');
    await expect(auth.toasts.filter({ hasText: RESTRICTED_LOGIN })).toHaveAttribute('data-variant', 'error');
    await page.goto('/daily');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('logout', () => {
  test('signs out globally: the other browser loses its session too, and the cache is cleared', async ({ page, browser }) => {
    const email = qaEmail(8);
    await signInPage(page, email);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInPage(otherPage, email);
    await otherPage.goto('/daily');
    await expect(FRAME(otherPage)).toBeVisible();

    await page.goto('/daily');
    await expect(FRAME(page)).toBeVisible();
    const logout = page.waitForRequest((r) => r.url().includes('/auth/v1/logout'));
    await FRAME(page).getByRole('button', { name: 'Deconectare' }).click();
    expect(new URL((await logout).url()).searchParams.get('scope')).toBe('global');
    await expect(page).toHaveURL('/login');
    await expect(page.getByTestId('toast').filter({ hasText: 'Te-ai deconectat' })).toBeVisible();
    await page.goto('/daily');
    await expect(page).toHaveURL('/login');

    // The other browser's refresh token was revoked with the session: its next refresh fails.
    await expireStoredSession(otherPage);
    await otherPage.reload();
    await expect(otherPage).toHaveURL('/login');
    await other.close();
  });
});
