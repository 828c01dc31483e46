import { expect, type Locator, type Page } from '@playwright/test';
import { displayDate, type DateFormat } from './date-field';

/** The Tranzacții page: one method per user action, role and test-id locators. */
export class TransactionsPage {
  readonly rows: Locator;
  readonly heading: Locator;
  readonly dialog: Locator;
  readonly pagination: Locator;

  /** The dateFormat setting the date fields follow (DD/MM/YYYY unless the test changed it). */
  dateFormat: DateFormat = 'DD/MM/YYYY';

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('transaction-row');
    this.heading = page.locator('.tx-page').getByRole('heading', { name: 'Tranzacții', level: 1 });
    this.dialog = page.getByRole('dialog');
    this.pagination = page.getByRole('navigation', { name: 'Paginare' });
  }

  async goto(query = '') {
    await this.page.goto(`/transactions${query}`);
    await expect(this.heading).toBeVisible();
  }

  async addTransaction(fields: { type?: string; amount: string; category: string; subcategory?: string; date?: string; description?: string }) {
    await this.page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
    await expect(this.dialog.getByRole('heading', { name: 'Adaugă tranzacție' })).toBeVisible();
    await this.fill(fields);
    await this.dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  async fill(fields: { type?: string; amount?: string; category?: string; subcategory?: string; date?: string; description?: string }) {
    const d = this.dialog;
    if (fields.category) await d.getByLabel('Categorie', { exact: true }).selectOption(fields.category);
    if (fields.type) await d.getByLabel('Tip', { exact: true }).selectOption(fields.type);
    if (fields.subcategory) await d.getByLabel('Subcategorie', { exact: true }).selectOption(fields.subcategory);
    if (fields.amount !== undefined) await d.getByLabel('Sumă (RON)').fill(fields.amount);
    if (fields.date) await d.getByLabel('Dată', { exact: true }).fill(displayDate(fields.date, this.dateFormat));
    if (fields.description !== undefined) await d.getByLabel('Descriere (opțional)').fill(fields.description);
  }

  row(text: string) {
    return this.rows.filter({ hasText: text });
  }

  /** Opens the edit dialog of the first row holding `text`, or of the row given. */
  async edit(row: string | Locator) {
    await (typeof row === 'string' ? this.row(row).first() : row).getByRole('button', { name: /^Editează/ }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Editează tranzacția' })).toBeVisible();
  }

  /** In the edit dialog of a series row: change this row only, or every row of the series. */
  async editScope(scope: 'one' | 'series') {
    await this.dialog.getByLabel(scope === 'one' ? 'Doar această tranzacție' : 'Toată seria (fiecare își păstrează data)').check();
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Salvează modificările' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Deletes the one row holding `text`, or the row given, through the confirmation. */
  async delete(row: string | Locator) {
    await (typeof row === 'string' ? this.row(row) : row).getByRole('button', { name: /^Șterge/ }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Șterge', exact: true }).click();
  }

  filter(label: string) {
    return this.page.getByRole('region', { name: 'Filtre' }).getByLabel(label, { exact: true });
  }

  /** Types a stored day ('2026-11-05') into a date filter as the setting writes it. */
  async filterDate(label: 'De la data' | 'Până la data', iso: string) {
    await this.filter(label).fill(displayDate(iso, this.dateFormat));
  }

  /** Opens the calendar of the date field labelled `label` inside `scope` (the form, the filters). */
  async openCalendar(scope: Locator, label: string): Promise<Locator> {
    const field = scope.getByLabel(label, { exact: true }).locator('xpath=..');
    await field.getByRole('button', { name: 'Alege data din calendar' }).click();
    const calendar = field.getByRole('dialog', { name: 'Calendar' });
    await expect(calendar.getByRole('grid')).toBeVisible();
    return calendar;
  }

  async openExport() {
    await this.page.getByRole('button', { name: 'Exportă', exact: true }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Exportă tranzacțiile' })).toBeVisible();
  }
}
