import { test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ProfilePage } from '../page-models/profile-page';
import { approveFreshAddress } from '../support/allowlist';
import { E2E } from '../support/env';
import { cutOffRestore } from '../support/restore';
import { asUser, signInPage, TEST_PASSWORD } from '../support/users';

// Screenshots of /profile (the page, a restore preview, its replace confirmation and a refusal, each deletion step, the
// password form's refusals and its code step, a restore cut off) at 375, 390 and 1440 px for a visual check; only
// when SCREENSHOTS_DIR is set, so the regular run stays quick.
const DIR = process.env.SCREENSHOTS_DIR;
test.skip(!DIR, 'set SCREENSHOTS_DIR to take the screenshots');

for (const [width, height] of [[375, 667], [390, 844], [1440, 900]] as const) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    mkdirSync(DIR!, { recursive: true });
    await page.setViewportSize({ width, height });
    const address = await approveFreshAddress('profil-poze');
    try {
      const session = await signInPage(page, address.email);
      await asUser(session)
        .from('transactions')
        .insert([
          { type: 'INCOME', amount: 5200, category: 'VENITURI', date: '2026-10-01', execution_status: 'COMPLETED' },
          { type: 'EXPENSE', amount: 1800, category: 'LOCUINTA', date: '2026-11-05', execution_status: 'COMPLETED' },
        ])
        .throwOnError();
      const profile = new ProfilePage(page);
      const shot = (name: string, fullPage = false) => page.screenshot({ path: path.join(DIR!, `profile-${name}-${width}.png`), fullPage, animations: 'disabled' });
      await profile.goto();
      await profile.email.waitFor();
      await shot('page', true);

      const backup = await profile.exportBackup();
      await profile.pickBackup('buget-backup.json', backup);
      await profile.preview().waitFor();
      await profile.preview().scrollIntoViewIfNeeded();
      await shot('restore-preview', true);
      // The replace mode's confirmation (its text says the data stays as it is if the restore fails).
      await page.getByRole('radio', { name: /Înlocuiește tot/ }).check();
      await page.getByRole('button', { name: 'Restaurează', exact: true }).click();
      await profile.dialog.getByRole('heading', { name: 'Înlocuiești toate datele?' }).waitFor();
      await shot('restore-replace-confirm');
      await page.keyboard.press('Escape');
      await profile.pickBackup('stricat.json', backup.slice(0, 200));
      await page.getByRole('alert').filter({ hasText: 'JSON' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'JSON' }).scrollIntoViewIfNeeded();
      await shot('restore-refused');

      await page.getByRole('button', { name: 'Șterge contul' }).click();
      await shot('delete-1');
      await profile.dialog.getByRole('button', { name: 'Continuă' }).click();
      await profile.dialog.getByLabel('Scrie ȘTERGE').fill('ȘTERGE');
      await shot('delete-2');
      await profile.dialog.getByRole('button', { name: 'Continuă' }).click();
      await profile.dialog.getByRole('heading', { name: 'Ultima confirmare' }).waitFor();
      await shot('delete-3');
      await page.keyboard.press('Escape');
      const card = page.locator('section[aria-labelledby="pf-password-title"]');
      await profile.changePassword('parolaslaba', { current: TEST_PASSWORD });
      await card.getByText('prea slabă').waitFor();
      await card.scrollIntoViewIfNeeded();
      await shot('password-weak');
      await profile.changePassword('Noua#Parola2027', { current: 'Ghicit#Parola1' });
      await card.getByText('Parola actuală nu este corectă.').waitFor();
      await card.screenshot({ path: path.join(DIR!, `profile-password-current-wrong-${width}.png`), animations: 'disabled' });
      // The code step of an old session (the server's answer simulated; the code e-mail is real).
      await page.route('**/auth/v1/user', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              headers: {
                'content-type': 'application/json',
                'access-control-allow-origin': E2E.appUrl,
                'access-control-expose-headers': 'x-supabase-api-version',
                'x-supabase-api-version': '2024-01-01',
              },
              body: JSON.stringify({ code: 'reauthentication_needed', message: 'Password update requires reauthentication' }),
            })
          : route.fallback(),
      );
      await profile.changePassword('Noua#Parola2027', { current: TEST_PASSWORD });
      await profile.passwordField('Codul din e-mail').waitFor();
      await card.screenshot({ path: path.join(DIR!, `profile-password-code-${width}.png`), animations: 'disabled' });
      await page.unroute('**/auth/v1/user');

      // A restore cut off after its first call.
      await cutOffRestore(session);
      await profile.goto();
      const underWay = page.getByRole('alert').filter({ hasText: 'nu s-a terminat' });
      await underWay.scrollIntoViewIfNeeded();
      await page.locator('section[aria-labelledby="pf-backup-title"]').screenshot({ path: path.join(DIR!, `profile-restore-under-way-${width}.png`), animations: 'disabled' });
      await underWay.getByRole('button', { name: 'Continuă restaurarea' }).click();
      await page.getByText('Datele au fost restaurate din copia de rezervă.').first().waitFor();
    } finally {
      await address.revoke();
    }
  });
}
