import { expect, type Locator, type Page } from '@playwright/test';

export type AccountFields = { name?: string; type?: string; initialBalance?: string; includedInTotal?: boolean };

/** The Opțiuni page: its sections, the accounts and the categories; one method per user action. */
export class OptionsPage {
  readonly heading: Locator;
  readonly dialog: Locator;
  readonly accounts: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('.opt-page').getByRole('heading', { name: 'Opțiuni', level: 1 });
    this.dialog = page.getByRole('dialog');
    this.accounts = page.getByTestId('account-row');
  }

  async goto(section: 'categorii' | 'conturi' | 'reguli' | 'setari' | '' = '') {
    await this.page.goto(section ? `/options/${section}` : '/options');
    await expect(this.heading).toBeVisible();
  }

  section(label: 'Categorii' | 'Conturi' | 'Reguli' | 'Setări') {
    return this.page.getByRole('navigation', { name: 'Secțiunile opțiunilor' }).getByRole('link', { name: label });
  }

  account(name: string) {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  /** The account names, in the order the page shows them. */
  accountNames() {
    return this.accounts.locator('h3').allTextContents();
  }

  /** Opens 'Reconciliază' on an account and types what the bank shows today. */
  async startReconcile(name: string, bankBalance: string) {
    await this.account(name).getByRole('button', { name: `Reconciliază ${name}` }).click();
    await expect(this.dialog.getByRole('heading', { name: `Reconciliază „${name}”` })).toBeVisible();
    await this.dialog.getByLabel('Soldul din bancă azi').fill(bankBalance);
  }

  async openNewAccount() {
    await this.page.getByRole('button', { name: 'Adaugă cont' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Adaugă cont' })).toBeVisible();
  }

  async fillAccount(fields: AccountFields) {
    const d = this.dialog;
    if (fields.name !== undefined) await d.getByLabel('Numele contului').fill(fields.name);
    if (fields.type !== undefined) await d.getByLabel('Tipul contului').selectOption(fields.type);
    if (fields.initialBalance !== undefined) await d.getByLabel('Sold inițial (RON)').fill(fields.initialBalance);
    if (fields.includedInTotal !== undefined) await d.getByLabel(/^Inclus în total/).setChecked(fields.includedInTotal);
  }

  async submitAccount() {
    await this.dialog.getByRole('button', { name: /^(Adaugă contul|Salvează modificările)$/ }).click();
  }

  async addAccount(fields: AccountFields) {
    await this.openNewAccount();
    await this.fillAccount(fields);
    await this.submitAccount();
    await expect(this.dialog).toBeHidden();
  }

  async editAccount(name: string, fields: AccountFields) {
    await this.account(name).getByRole('button', { name: `Editează ${name}` }).click();
    await this.fillAccount(fields);
    await this.submitAccount();
    await expect(this.dialog).toBeHidden();
  }

  async accountAction(name: string, action: 'Setează implicit' | 'Dezactivează' | 'Activează' | 'Mută sus' | 'Mută jos' | 'Șterge') {
    const labels = {
      'Setează implicit': `Setează implicit contul ${name}`,
      Dezactivează: `Dezactivează ${name}`,
      Activează: `Activează ${name}`,
      'Mută sus': `Mută ${name} mai sus`,
      'Mută jos': `Mută ${name} mai jos`,
      Șterge: `Șterge ${name}`,
    };
    await this.account(name).getByRole('button', { name: labels[action], exact: true }).click();
  }

  toast(text: string | RegExp) {
    return this.page.getByText(text).first();
  }
}

/** The Categorii section of the Opțiuni page. */
export class CategoriesSection {
  readonly search: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByLabel('Caută o categorie sau o subcategorie');
    this.dialog = page.getByRole('dialog');
  }

  group(label: string) {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  subcategory(group: string, name: string) {
    return this.group(group).getByRole('listitem', { name, exact: true });
  }

  /** Opens the add dialog of a group and types the name; `submit` false leaves the dialog open. */
  async addSubcategory(group: string, name: string, submit = true) {
    await this.group(group).getByRole('button', { name: `Adaugă subcategorie în ${group}` }).click();
    await this.dialog.getByLabel('Numele subcategoriei').fill(name);
    await this.dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
    if (submit) await expect(this.dialog).toBeHidden();
  }

  async renameSubcategory(group: string, name: string, newName: string) {
    await this.subcategory(group, name).getByRole('button', { name: `Redenumește ${name}` }).click();
    await this.dialog.getByLabel('Numele nou').fill(newName);
    await this.dialog.getByRole('button', { name: 'Redenumește', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  async addCategory(name: string) {
    await this.page.getByRole('button', { name: 'Adaugă categorie', exact: true }).click();
    await this.dialog.getByLabel('Numele categoriei').fill(name);
    await this.dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  async renameCategory(label: string, newName: string) {
    await this.group(label).getByRole('button', { name: `Redenumește categoria ${label}` }).click();
    await this.dialog.getByLabel('Numele nou').fill(newName);
    await this.dialog.getByRole('button', { name: 'Redenumește', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  async openDeleteCategory(label: string) {
    await this.group(label).getByRole('button', { name: `Șterge categoria ${label}` }).click();
    await expect(this.dialog.getByRole('heading', { name: `Ștergi categoria „${label}”?` })).toBeVisible();
  }

  async openDeleteSubcategory(group: string, name: string) {
    await this.subcategory(group, name).getByRole('button', { name: `Șterge ${name}` }).click();
    await expect(this.dialog.getByRole('heading', { name: `Ștergi subcategoria „${name}”?` })).toBeVisible();
  }
}

export type RuleFields = { pattern?: string; exact?: boolean; category?: string; subcategory?: string };

/** The Reguli section of the Opțiuni page: the category rules for imported rows. */
export class RulesSection {
  readonly list: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Regulile tale, în ordinea în care se aplică' });
    this.rows = page.getByTestId('rule-row');
    this.dialog = page.getByRole('dialog');
  }

  /** The rules as the list says them, in order. */
  sentences() {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
  }

  async fill(fields: RuleFields) {
    const d = this.dialog;
    if (fields.pattern !== undefined) await d.getByLabel('Textul căutat').fill(fields.pattern);
    if (fields.exact !== undefined) await d.getByRole('radio', { name: fields.exact ? 'este exact' : 'conține' }).check();
    if (fields.category !== undefined) await d.getByLabel('Categorie', { exact: true }).selectOption({ label: fields.category });
    if (fields.subcategory !== undefined) await d.getByLabel('Subcategorie', { exact: true }).selectOption({ label: fields.subcategory });
  }

  /** `submit` false leaves the dialog open. */
  async add(fields: RuleFields, submit = true) {
    await this.page.getByRole('button', { name: 'Adaugă regulă' }).click();
    await this.fill(fields);
    await this.dialog.getByRole('button', { name: 'Adaugă regula' }).click();
    if (submit) await expect(this.dialog).toBeHidden();
  }

  async edit(pattern: string, fields: RuleFields) {
    await this.page.getByRole('button', { name: `Editează regula „${pattern}”` }).click();
    await this.fill(fields);
    await this.dialog.getByRole('button', { name: 'Salvează regula' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async move(pattern: string, direction: 'sus' | 'jos') {
    await this.page.getByRole('button', { name: `Mută regula „${pattern}” mai ${direction}` }).click();
  }

  async remove(pattern: string) {
    await this.page.getByRole('button', { name: `Șterge regula „${pattern}”` }).click();
    await this.dialog.getByRole('button', { name: 'Șterge regula' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
