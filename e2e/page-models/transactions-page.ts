import { expect, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { displayDate, type DateFormat } from './date-field';

/** What the transaction form can be given: labels as the person sees them for accounts and status. */
export type TransactionFields = {
  type?: string;
  amount?: string;
  category?: string;
  subcategory?: string;
  /** The account's name ('Bancă'); for a transfer, where the money leaves from. */
  account?: string;
  /** A transfer's destination, or the savings or investment account of a saving (by name). */
  toAccount?: string;
  date?: string;
  status?: 'Realizată' | 'Planificată';
  description?: string;
};

/** A table column's data-column id. */
export type TransactionColumn = 'type' | 'amount' | 'account' | 'category' | 'date' | 'status' | 'description' | 'runningBalance';

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

  async openNew() {
    await this.page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
    await expect(this.dialog.getByRole('heading', { name: 'Adaugă tranzacție' })).toBeVisible();
  }

  async addTransaction(fields: TransactionFields & { amount: string }) {
    await this.openNew();
    await this.fill(fields);
    await this.submitNew();
    await expect(this.dialog).toBeHidden();
  }

  /** A transfer between two of the user's accounts, by their names. */
  async addTransfer(fields: { from: string; to: string; amount: string; date?: string; status?: TransactionFields['status']; description?: string }) {
    const { from, to, ...rest } = fields;
    await this.addTransaction({ type: 'TRANSFER', account: from, toAccount: to, ...rest });
  }

  async submitNew() {
    await this.dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
  }

  async fill(fields: TransactionFields) {
    const d = this.dialog;
    if (fields.category) await d.getByLabel('Categorie', { exact: true }).selectOption(fields.category);
    if (fields.type) await d.getByLabel('Tip', { exact: true }).selectOption(fields.type);
    if (fields.subcategory) await d.getByLabel('Subcategorie', { exact: true }).selectOption(fields.subcategory);
    if (fields.amount !== undefined) await d.getByLabel('Sumă (RON)').fill(fields.amount);
    const transfer = fields.type === 'TRANSFER';
    if (fields.account) await d.getByLabel(transfer ? 'Din contul' : 'Cont', { exact: true }).selectOption({ label: fields.account });
    if (fields.toAccount) await d.getByLabel(transfer ? 'În contul' : 'Către contul (opțional)', { exact: true }).selectOption({ label: fields.toAccount });
    if (fields.date) await d.getByLabel('Dată', { exact: true }).fill(displayDate(fields.date, this.dateFormat));
    if (fields.status) await this.chooseStatus(fields.status);
    if (fields.description !== undefined) await d.getByLabel('Descriere (opțional)').fill(fields.description);
  }

  /** Done or planned, in the form's Stare control. */
  async chooseStatus(status: 'Realizată' | 'Planificată') {
    await this.dialog.getByRole('group', { name: 'Stare' }).getByRole('radio', { name: status }).check();
  }

  /** The cell of `column` in a row (a row locator, or the first row holding `text`). */
  cell(row: string | Locator, column: TransactionColumn): Locator {
    return (typeof row === 'string' ? this.row(row).first() : row).locator(`[data-column="${column}"]`);
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

  /** Exports the filtered list in `format` and returns the downloaded file's name and bytes; closes the dialog. */
  async exportFile(format: 'CSV' | 'Excel (.xlsx)' | 'JSON', options: { filename?: string; title?: string } = {}): Promise<{ name: string; bytes: Buffer }> {
    await this.openExport();
    await this.dialog.getByLabel(format).check();
    if (options.filename !== undefined) await this.dialog.getByLabel('Numele fișierului').fill(options.filename);
    if (options.title !== undefined) await this.dialog.getByLabel('Titlul raportului (opțional)').fill(options.title);
    const download = this.page.waitForEvent('download');
    await this.dialog.getByRole('button', { name: 'Exportă', exact: true }).click();
    const file = await download;
    const bytes = await readFile(await file.path());
    await this.dialog.locator('footer').getByRole('button', { name: 'Închide' }).click();
    return { name: file.suggestedFilename(), bytes };
  }
}
