import { expect, test } from '@playwright/test';
import { AppFrame } from '../page-models/app-frame';
import { pageHeading } from '../page-models/page-content';
import { qaEmail } from '../support/env';
import { signInPage } from '../support/users';

test.beforeEach(async ({ page }) => {
  await signInPage(page, qaEmail(44));
});

test('Ctrl+Shift+F1 toggles the grid fullscreen (no sidebar), Esc leaves it, other pages keep their frame', async ({ page }) => {
  const frame = new AppFrame(page);
  await frame.open('/lunar-grid');
  await expect(pageHeading(page, '/lunar-grid')).toBeVisible();
  await expect(frame.sidebar).toBeVisible();
  const button = page.getByRole('button', { name: /ecran complet/i });
  await expect(button).toHaveText('Ecran complet');

  await page.keyboard.press('Control+Shift+F1');
  await expect(frame.sidebar).toHaveCount(0);
  await expect(button).toHaveText('Ieși din ecran complet');
  await expect(pageHeading(page, '/lunar-grid')).toBeVisible();
  await page.keyboard.press('Control+Shift+F1');
  await expect(frame.sidebar).toBeVisible();

  await button.click();
  await expect(frame.sidebar).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(frame.sidebar).toBeVisible();
  await expect(button).toHaveText('Ecran complet');

  // Elsewhere the shortcut does nothing to the frame; leaving the grid ends its fullscreen.
  await page.keyboard.press('Control+Shift+F1');
  await expect(frame.sidebar).toHaveCount(0);
  await page.keyboard.press('Alt+t');
  await expect(page).toHaveURL('/transactions');
  await expect(frame.sidebar).toBeVisible();
  await page.keyboard.press('Control+Shift+F1');
  await expect(frame.sidebar).toBeVisible();
  await page.keyboard.press('Alt+l');
  await expect(pageHeading(page, '/lunar-grid')).toBeVisible();
  await expect(frame.sidebar).toBeVisible();
});

test('the bottom bar goes too on a tablet', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  const frame = new AppFrame(page);
  await frame.open('/lunar-grid');
  await expect(pageHeading(page, '/lunar-grid')).toBeVisible();
  await expect(frame.bottomBar).toBeVisible();
  await page.keyboard.press('Control+Shift+F1');
  await expect(frame.bottomBar).toHaveCount(0);
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/buget-shots'}/grid-fullscreen-900.png` });
  await page.keyboard.press('Escape');
  await expect(frame.bottomBar).toBeVisible();
});
