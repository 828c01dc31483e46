import { expect, type Locator, type Page } from '@playwright/test';

/** The Tranzacții page: one method per user action, role and test-id locators. */
export class TransactionsPage {
  readonly rows: Locator;
  readonly heading: Locator;
  readonly dialog: Locator;
  readonly pagination: Locator;

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
    if (fields.date) await d.getByLabel('Dată', { exact: true }).fill(fields.date);
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

  async openExport() {
    await this.page.getByRole('button', { name: 'Exportă', exact: true }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Exportă tranzacțiile' })).toBeVisible();
  }
}
