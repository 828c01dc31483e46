import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages';
import { E2E } from '../support/env';
import { TEST_PASSWORD, ensureUser } from '../support/users';

// Issue 15 point 7: "Ai uitat parola?" on /login sends the recovery e-mail (to the local outbox),
// its link opens the page for a new password (same rule, Romanian messages), and the user ends
// up signed in with it. The new screens at 375, 390 and 1440 px are checked with axe-core and their
// screenshots go to SHOTS_DIR.
const OUT = process.env.SCREENSHOTS_DIR ?? process.env.SHOTS_DIR ?? '/tmp/buget-shots';
const NEW_PASSWORD = 'Parola#Noua2027';

/** A fresh address per run (the password changes), approved as an administrator approves one. */
async function approvedAddress(label: string): Promise<string> {
  const email = `${label}-${Date.now().toString(36)}@example.com`;
  const response = await fetch(`${E2E.supabaseUrl}/rest/v1/beta_allowlist`, {
    method: 'POST',
    headers: { apikey: E2E.serviceRoleKey, authorization: `Bearer ${E2E.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, source: 'admin' }),
  });
  if (!response.ok) throw new Error(`approving ${email}: ${response.status}`);
  return email;
}

/** The newest recovery link the server sent to the address. */
async function recoveryLink(email: string): Promise<string> {
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${E2E.supabaseUrl}/outbox.json?email=${encodeURIComponent(email)}`)).json()) as { type: string }[];
      return messages.some((m) => m.type === 'recovery');
    })
    .toBe(true);
  const messages = (await (await fetch(`${E2E.supabaseUrl}/outbox.json?email=${encodeURIComponent(email)}`)).json()) as { link: string; type: string }[];
  return messages.find((m) => m.type === 'recovery')?.link ?? '';
}

/** A screenshot for review, after axe-core's WCAG 2.1 A and AA rules find nothing on the screen. */
async function shot(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: `${OUT}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true, animations: 'disabled' });
}

test('forgotten password: the e-mail from /login, the link, a new password with Romanian messages, signed in', async ({ page }) => {
  const email = await approvedAddress('recuperare');
  await ensureUser(email);
  const auth = new AuthPages(page);
  // The sign-in screen's first load carries neither page nor service of the recovery.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await auth.openLogin();
  await page.waitForLoadState('networkidle');
  const firstLoad = await Promise.all(scripts);
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((text) => text.includes('Linkul de resetare a expirat') || text.includes('Trimite linkul de resetare'))).toEqual([]);
  await auth.requestPasswordReset(` ${email} `);
  await expect(page.getByTestId('reset-email-sent')).toContainText('Dacă adresa are un cont Buget');

  const link = await recoveryLink(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password#?$/);
  await expect(page.getByTestId('reset-email')).toHaveText(email);

  await auth.chooseNewPassword('slaba');
  await expect(page.getByTestId('reset-error')).toHaveText('Parola este prea slabă. Folosește cel puțin 8 caractere, o literă mică, o literă mare, o cifră și un simbol (! @ # $ % …).');
  await auth.chooseNewPassword(NEW_PASSWORD, 'Alta#Parola2027');
  await expect(page.getByTestId('reset-error')).toHaveText('Parolele nu se potrivesc!');
  await auth.chooseNewPassword(TEST_PASSWORD);
  await expect(page.getByTestId('reset-error')).toHaveText('Parola nouă trebuie să fie diferită de cea veche.');
  await auth.chooseNewPassword(NEW_PASSWORD);
  await page.waitForURL('**/daily');
  await expect(auth.toasts.filter({ hasText: 'Parola a fost schimbată. Bine ai revenit!' })).toBeVisible();

  // The link worked once: opened again, it offers a new one.
  await page.goto(link);
  await expect(page.getByTestId('reset-link-expired')).toHaveText('Linkul de resetare a expirat sau a fost deja folosit. Cere unul nou.');
  await page.getByRole('link', { name: 'Cere un link nou' }).click();
  await expect(page).toHaveURL(/\/(forgot-password|daily(\?data=[0-9-]+)?)$/);

  // The new password signs in from another browser; the old one no longer does.
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no second page');
  const again = new AuthPages(other);
  await again.openLogin();
  await again.login(email, TEST_PASSWORD);
  await expect(again.alert).toHaveText('Date de autentificare incorecte.');
  await again.login(email, NEW_PASSWORD);
  await other.waitForURL('**/transactions');
  await other.close();
});

for (const [width, height] of [[1440, 900], [390, 844], [375, 667]] as const) {
  test(`forgotten password screens at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const email = await approvedAddress(`ecran-${width}`);
    await ensureUser(email);
    const auth = new AuthPages(page);
    await auth.openLogin();
    await expect(page.getByRole('link', { name: 'Ai uitat parola?' })).toBeVisible();
    await shot(page, 'recovery-login');
    await auth.requestPasswordReset(email);
    await expect(page.getByTestId('reset-email-sent')).toBeVisible();
    await shot(page, 'recovery-forgot-sent');
    await page.goto(await recoveryLink(email));
    await auth.chooseNewPassword('slaba');
    await expect(page.getByTestId('reset-error')).toBeVisible();
    await shot(page, 'recovery-new-password');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/reset-password');
    await expect(page.getByTestId('reset-link-expired')).toBeVisible();
    await shot(page, 'recovery-link-expired');
  });
}
