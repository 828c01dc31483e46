import { expect, type Locator, type Page } from '@playwright/test';

/** Grid Lunar's row-header actions (subcategories) and toolbar plan copy: one method per user action. */
export class GridActions {
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.toasts = page.getByRole('region', { name: 'Notificări' });
  }

  /** A subcategory's row header by its label (its name goes on with the lock's or the menu button's). */
  subcategoryRow(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('grid').getByRole('rowheader', { name: new RegExp(`^${escaped}( |$)`) });
  }

  lock(name: string): Locator {
    return this.subcategoryRow(name).getByRole('img', { name: 'Predefinită', exact: true });
  }

  /** The lock's tooltip, shown on hover. */
  lockTooltip(): Locator {
    return this.page.getByRole('tooltip', { name: 'Subcategorie predefinită: nu poate fi redenumită sau ștearsă' });
  }

  menuButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Acțiuni pentru subcategoria ${name}`, exact: true });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** "+" on a category row, a name, Enter. The dialog stays open when a rule is broken. */
  async addSubcategory(categoryLabel: string, name: string) {
    await this.page.getByRole('button', { name: `Adaugă subcategorie în ${categoryLabel}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Adaugă subcategorie în ${categoryLabel}` });
    await dialog.getByLabel('Numele subcategoriei').fill(name);
    await dialog.getByLabel('Numele subcategoriei').press('Enter');
  }

  async rename(name: string, newName: string) {
    await this.menuButton(name).click();
    await this.page.getByRole('menuitem', { name: 'Redenumește' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Redenumește „${name}”` });
    await dialog.getByLabel('Numele nou').fill(newName);
    await dialog.getByRole('button', { name: 'Redenumește', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens the delete dialog of a custom subcategory (it counts the transactions first). */
  async openDelete(name: string): Promise<Locator> {
    await this.menuButton(name).click();
    await this.page.getByRole('menuitem', { name: 'Șterge' }).click();
    return this.page.getByRole('dialog', { name: `Ștergi subcategoria „${name}”?` });
  }

  /** Deletes, moving its transactions to `moveTo`, or leaving them without a subcategory. */
  async delete(name: string, moveTo: string | null) {
    const dialog = await this.openDelete(name);
    // 'Păstrează-le…', or 'Păstreaz-o…' when one transaction uses it.
    if (moveTo === null) await dialog.getByRole('radio', { name: /^Păstrea?z(ă-le|-o) fără subcategorie$/ }).check();
    else await dialog.getByLabel('Subcategoria în care se mută').selectOption(moveTo);
    await dialog.getByRole('button', { name: 'Șterge subcategoria', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async copyPlan() {
    await this.page.getByRole('button', { name: 'Copiază planul lunii trecute' }).click();
  }

  toast(text: string | RegExp): Locator {
    return this.toasts.getByTestId('toast').filter({ hasText: text });
  }

  async undoFrom(text: string | RegExp) {
    await this.toast(text).getByRole('button', { name: 'Anulează' }).click();
  }
}
