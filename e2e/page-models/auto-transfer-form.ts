import { expect, type Locator, type Page } from '@playwright/test';

/** 'Transfer automat lunar' in an account's edit form (Opțiuni › Conturi); one method per action. */
export class AutoTransferForm {
  readonly dialog: Locator;
  readonly group: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.group = this.dialog.getByRole('group', { name: 'Transfer automat lunar' });
  }

  async open(account: string) {
    await this.page.getByRole('listitem', { name: account, exact: true }).getByRole('button', { name: `Editează ${account}` }).click();
    await expect(this.group).toBeVisible();
  }

  /** Turns it on and fills it: from which account, the amount as typed, the day of the month. */
  async fill(fields: { from: string; amount: string; day: number }) {
    await this.group.getByRole('checkbox', { name: /^În fiecare lună/ }).check();
    await this.group.getByLabel('Din contul').selectOption({ label: fields.from });
    await this.group.getByLabel('Suma lunară').fill(fields.amount);
    await this.group.getByLabel('Ziua lunii').selectOption(String(fields.day));
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Salvează modificările' }).click();
  }
}
