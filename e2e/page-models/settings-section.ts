import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The settings section of Opțiuni (/options/setari): one method per user action. */
export class SettingsSection {
  readonly root: Locator;
  readonly html: Locator;
  readonly toastHost: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('settings-section');
    this.html = page.locator('html');
    this.toastHost = page.getByRole('region', { name: 'Notificări' });
  }

  async open(): Promise<void> {
    await this.page.goto('/options/setari');
    await expect(this.root).toBeVisible();
  }

  /** Waits for the server's answer to the save the action makes. */
  private saved(action: () => Promise<void>): Promise<Response> {
    const answer = this.page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/save_user_settings'));
    return action().then(() => answer);
  }

  chooseTheme(label: 'Luminoasă' | 'Întunecată' | 'Ca sistemul'): Promise<Response> {
    return this.saved(() => this.root.getByRole('radio', { name: label }).check());
  }

  switchOf(label: string): Locator {
    return this.root.getByRole('switch', { name: label });
  }

  toggle(label: string): Promise<Response> {
    return this.saved(() => this.switchOf(label).click());
  }

  choice(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  choose(label: string, value: string): Promise<Response> {
    return this.saved(async () => {
      await this.choice(label).selectOption(value);
    });
  }

  typedField(label: string): Locator {
    return this.root.getByRole('form', { name: label });
  }

  /** Types a value and presses its Salvează (no save is awaited: an invalid one makes none). */
  async type(label: string, value: string): Promise<void> {
    const form = this.typedField(label);
    await form.getByRole('textbox').fill(value);
    await form.getByRole('button', { name: 'Salvează' }).click();
  }

  /** A group of settings by its heading ('Aspect', 'Formate', 'Sold', …). */
  group(heading: string): Locator {
    return this.root.getByRole('region', { name: heading, exact: true });
  }

  /** Types a value into a typed field and waits for the server's answer to its save. */
  saveTyped(label: string, value: string): Promise<Response> {
    return this.saved(() => this.type(label, value));
  }

    fieldError(label: string): Locator {
    return this.typedField(label).getByRole('alert');
  }
}
