import { expect, type Locator, type Page } from '@playwright/test';

/** Situația Zilei: one method per user action, role and test-id locators. */
export class DailyPage {
  readonly items: Locator;
  readonly overdue: Locator;
  readonly summary: Locator;
  readonly selectedDate: Locator;
  readonly calendar: Locator;
  readonly quickAdd: Locator;
  /** The first-run card: what each account holds, asked until answered (issue 22 point 5). */
  readonly firstRun: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId('daily-item');
    this.overdue = page.getByTestId('daily-overdue');
    this.summary = page.getByTestId('day-summary');
    this.selectedDate = page.getByTestId('daily-selected-date');
    this.calendar = page.getByRole('group', { name: /^Zilele lunii/ });
    this.quickAdd = page.getByRole('region', { name: 'Adaugă neplanificat' });
    this.firstRun = page.getByRole('region', { name: 'Cât ai acum în conturi?' });
  }

  /** The first-run card answered: each account's amount as typed, 'Nu am' on the others listed, then save. */
  async answerFirstRun(amounts: Record<string, string>, notHeld: readonly string[] = []) {
    for (const [account, amount] of Object.entries(amounts)) await this.firstRun.getByLabel(account, { exact: true }).fill(amount);
    for (const account of notHeld) await this.firstRun.getByRole('button', { name: `Nu am contul ${account}` }).click();
    await this.firstRun.getByRole('button', { name: 'Salvează soldurile' }).click();
  }

  /** Opens a day by its link (/daily?data=YYYY-MM-DD) and waits for its summary. */
  async goto(date?: string) {
    await this.page.goto(date ? `/daily?data=${date}` : '/daily');
    await expect(this.summary).toBeVisible();
  }

  item(description: string): Locator {
    return this.items.filter({ hasText: description });
  }

  status(description: string): Locator {
    return this.item(description).getByTestId('daily-item-status');
  }

  figure(name: 'planned' | 'actual' | 'difference' | 'rate' | 'opening' | 'closing'): Locator {
    return this.page.getByTestId(`summary-${name}`);
  }

  async complete(description: string) {
    await this.item(description).getByRole('button', { name: 'Realizat', exact: true }).click();
  }

  async postpone(description: string) {
    await this.item(description).getByRole('button', { name: 'Amână' }).click();
  }

  async revert(description: string) {
    await this.item(description).getByRole('button', { name: 'Revino la planificat' }).click();
  }

  async editActual(description: string, amount: string) {
    await this.item(description).getByRole('button', { name: 'Suma reală' }).click();
    const field = this.item(description).getByLabel('Suma reală');
    await field.fill(amount);
    await field.press('Enter');
  }

  /** The quick form: amount, category › subcategory (its option label), account, description; Enter saves. */
  async addUnplanned(fields: { amount: string; category?: string; account?: string; description?: string }) {
    if (fields.category) await this.quickAdd.getByLabel('Categorie › subcategorie').selectOption({ label: fields.category });
    if (fields.account) await this.quickAdd.getByLabel('Cont', { exact: true }).selectOption({ label: fields.account });
    if (fields.description !== undefined) await this.quickAdd.getByLabel('Descriere (opțional)').fill(fields.description);
    const amount = this.quickAdd.getByLabel('Sumă (lei)');
    await amount.fill(fields.amount);
    await amount.press('Enter');
  }

  /** The toast's 'Anulează' of the newest toast with that message. */
  async undo(message: string) {
    await this.page.locator('[role="status"], [role="alert"]').filter({ hasText: message }).getByRole('button', { name: 'Anulează' }).first().click();
  }

  calendarDay(date: string): Locator {
    return this.calendar.locator(`[data-date="${date}"]`);
  }

  async nextDay() {
    await this.page.getByRole('button', { name: 'Ziua următoare' }).click();
  }
}
