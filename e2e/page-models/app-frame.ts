import { expect, type Locator, type Page } from '@playwright/test';

export const PAGES = [
  { path: '/daily', testId: 'nav-daily', label: 'Situația Zilei' },
  { path: '/transactions', testId: 'nav-transactions', label: 'Tranzacții' },
  { path: '/lunar-grid', testId: 'nav-lunar-grid', label: 'Grid Lunar' },
  { path: '/options', testId: 'nav-options', label: 'Opțiuni' },
  { path: '/profile', testId: 'nav-profile', label: 'Profil' },
] as const;

/** The signed-in frame: sidebar, header, bottom bar and drawer. One method per user action. */
export class AppFrame {
  readonly sidebar: Locator;
  readonly header: Locator;
  readonly bottomBar: Locator;
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Navigare principală' });
    this.header = page.locator('header.shell-header');
    this.bottomBar = page.getByRole('navigation', { name: 'Navigare rapidă' });
    this.drawer = page.getByRole('dialog', { name: 'Meniu' });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  async goBySidebar(label: string): Promise<void> {
    await this.sidebar.getByRole('link', { name: label }).click();
  }

  async toggleSidebar(): Promise<void> {
    await this.sidebar.getByRole('button', { name: /meniul/ }).click();
  }

  async openDrawer(): Promise<void> {
    await this.bottomBar.getByRole('button', { name: 'Meniu', exact: true }).click();
  }

  /** Deconectare in the sidebar: signed out everywhere, back on /login. */
  async signOut(): Promise<void> {
    await this.sidebar.getByRole('button', { name: 'Deconectare' }).click();
    await expect(this.page).toHaveURL('/login');
  }

  /** Marks the current document so a later check can tell whether the page was reloaded. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __bugetMarker?: number }).__bugetMarker = 1;
    });
  }

  async expectSameDocument(): Promise<void> {
    const marker = await this.page.evaluate(() => (window as unknown as { __bugetMarker?: number }).__bugetMarker);
    expect(marker, 'the page was reloaded').toBe(1);
  }
}
