import { test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ProfilePage } from '../page-models/profile-page';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, signInPage } from '../support/users';

// Screenshots of /profile (the page, a restore preview and a refusal, each deletion step) at 375, 390
// and 1440 px for a visual check; only when SCREENSHOTS_DIR is set, so the regular run stays quick.
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
      await profile.changePassword('parolaslaba');
      await page.getByRole('alert').filter({ hasText: 'prea slabă' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'prea slabă' }).scrollIntoViewIfNeeded();
      await shot('password-weak');
    } finally {
      await address.revoke();
    }
  });
}
