import type { Locator, Page } from '@playwright/test';

/** The signed-out door: /login, /register, /forgot-password and /reset-password. One method per user action. */
export class AuthPages {
  readonly email: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly loginButton: Locator;
  readonly registerButton: Locator;
  readonly alert: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail');
    this.password = page.getByLabel('Parolă', { exact: true });
    this.confirm = page.getByLabel('Confirmă parola');
    this.loginButton = page.getByRole('button', { name: 'Autentificare', exact: true });
    this.registerButton = page.getByRole('button', { name: 'Creează cont', exact: true });
    this.alert = page.locator('form').getByRole('alert');
    this.toasts = page.getByTestId('toast');
  }

  async openLogin(): Promise<void> {
    await this.page.goto('/login');
  }

  /** "Ai uitat parola?" on /login, then the address and the send button. */
  async requestPasswordReset(email: string): Promise<void> {
    await this.page.getByRole('link', { name: 'Ai uitat parola?' }).click();
    await this.page.waitForURL('**/forgot-password');
    // The page is lazy: until it mounts, /login's own e-mail field may still be on screen, so the
    // address goes into the recovery form itself.
    const form = this.page.getByRole('form', { name: 'Ai uitat parola?' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Trimite linkul de resetare' }).click();
  }

  /** The new password twice on /reset-password, then save. */
  async chooseNewPassword(password: string, confirm = password): Promise<void> {
    await this.page.getByLabel('Parolă nouă', { exact: true }).fill(password);
    await this.page.getByLabel('Confirmă parola nouă').fill(confirm);
    await this.page.getByRole('button', { name: 'Salvează parola' }).click();
  }

  async openRegister(): Promise<void> {
    await this.page.goto('/register');
  }

  async fillLogin(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async login(email: string, password: string): Promise<void> {
    await this.fillLogin(email, password);
    await this.loginButton.click();
  }

  async fillRegister(email: string, password: string, confirm = password): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.confirm.fill(confirm);
  }

  /** Continues with the provider, then signs in on the local server's development pages. */
  async providerSignIn(button: string, email: string): Promise<void> {
    await this.page.getByRole('button', { name: button }).click();
    await this.localProviderConsent(email);
  }

  /** The local stand-in provider: picks the address, then gives the explicit consent. */
  async localProviderConsent(email: string): Promise<void> {
    await this.page.getByTestId('local-dev-email').fill(email);
    await this.page.getByTestId('local-dev-submit').click();
    await this.page.getByTestId('local-dev-consent').click();
  }
}
