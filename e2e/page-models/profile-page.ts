import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

export type RestoreMode = 'replace' | 'add_missing';

/** The Profil page: one method per user action, role and test-id locators. */
export class ProfilePage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly userId: Locator;
  readonly dialog: Locator;
  readonly fileInput: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('.pf-page').getByRole('heading', { name: 'Profil', level: 1 });
    this.email = page.getByTestId('profile-email');
    this.userId = page.getByTestId('profile-user-id');
    this.dialog = page.getByRole('dialog');
    this.fileInput = page.getByLabel('Fișierul copiei de rezervă (.json)');
  }

  async goto() {
    await this.page.goto('/profile');
    await expect(this.heading).toBeVisible();
  }

  /** Downloads the backup from the backup card; resolves to the file's text. */
  async exportBackup(): Promise<string> {
    const download = this.page.waitForEvent('download', { timeout: 120_000 });
    await this.page.getByRole('button', { name: 'Descarcă copia de rezervă' }).first().click();
    return readFile(await (await download).path(), 'utf8');
  }

  /** Picks a backup file and waits for its preview or its refusal. */
  async pickBackup(name: string, text: string) {
    await this.fileInput.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }

  preview(): Locator {
    return this.page.getByTestId('restore-preview');
  }

  /** Applies the picked backup in `mode` (confirming a replace) and waits for the outcome. */
  async restore(mode: RestoreMode) {
    await this.page.getByRole('radio', { name: mode === 'replace' ? /Înlocuiește tot/ : /Adaugă doar ce lipsește/ }).check();
    await this.page.getByRole('button', { name: 'Restaurează', exact: true }).click();
    if (mode === 'replace') await this.dialog.getByRole('button', { name: 'Înlocuiește tot' }).click();
  }

  /** A field of the password form by its label ('Parola actuală', 'Parola nouă', 'Codul din e-mail'…). */
  passwordField(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Fills the password form (the current password when given) and submits it. */
  async changePassword(password: string, options: { current?: string; confirmation?: string } = {}) {
    if (options.current !== undefined) await this.passwordField('Parola actuală').fill(options.current);
    await this.passwordField('Parola nouă').fill(password);
    await this.passwordField('Confirmă parola nouă').fill(options.confirmation ?? password);
    await this.page.getByRole('button', { name: 'Schimbă parola' }).click();
  }

  /** Types the code from the reauthentication e-mail and submits the form again. */
  async enterCode(code: string) {
    await this.passwordField('Codul din e-mail').fill(code);
    await this.page.getByRole('button', { name: 'Schimbă parola' }).click();
  }

  /** The first two steps of the deletion: the first confirmation, then the word ȘTERGE. */
  async startDeletion(word = 'ȘTERGE') {
    await this.page.getByRole('button', { name: 'Șterge contul' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Ștergi contul?' })).toBeVisible();
    await this.dialog.getByRole('button', { name: 'Continuă' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Confirmă ștergerea' })).toBeVisible();
    await this.dialog.getByLabel('Scrie ȘTERGE').fill(word);
    await this.dialog.getByRole('button', { name: 'Continuă' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Ultima confirmare' })).toBeVisible();
  }

  /** At the last step: the backup offered before deleting; resolves to its text. */
  async downloadBackupBeforeDeleting(): Promise<string> {
    const download = this.page.waitForEvent('download', { timeout: 120_000 });
    await this.dialog.getByRole('button', { name: 'Descarcă copia de rezervă' }).click();
    return readFile(await (await download).path(), 'utf8');
  }

  async confirmDeletion() {
    await this.dialog.getByRole('button', { name: 'Șterge definitiv contul' }).click();
  }
}
