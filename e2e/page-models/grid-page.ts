import { expect, type Locator, type Page } from '@playwright/test';

/** Grid Lunar: one method per user action; cells found by their accessible name. */
export class GridPage {
  readonly grid: Locator;
  readonly month: Locator;

  constructor(readonly page: Page) {
    // Not by role: while a dialog is open the page behind it is hidden from the accessibility tree.
    this.grid = page.locator('table[role="grid"]');
    this.month = page.getByTestId('grid-selected-month');
  }

  async goto() {
    await this.page.goto('/lunar-grid');
    await expect(this.grid).toBeVisible();
  }

  /** A cell by the start of its name: 'Nutriție › Restaurante, 12 noiembrie' (then ': 298 lei'). */
  cell(name: string): Locator {
    return this.grid.locator(`[role="gridcell"][aria-label^="${name.replace(/"/g, '\\"')}"]`);
  }

  /** A subcategory's or category's header cell (its name also holds its action buttons). */
  /** The field of the cell being edited (it carries the cell's name meanwhile). */
  editor(name: string): Locator {
    return this.grid.locator(`input.lg-editor[aria-label^="${name.replace(/"/g, '\\"')}"]`);
  }

  /** The message under the cell being edited. */
  editorError(name: string): Locator {
    return this.editor(name).locator('xpath=..').getByRole('alert');
  }

  rowHeader(label: string): Locator {
    return this.grid.locator('th[role="rowheader"]').filter({ has: this.page.getByText(label, { exact: true }) });
  }

  categoryToggle(label: string): Locator {
    return this.grid.getByRole('button', { name: new RegExp(`^${label}, \\d+ subcategorii$`) });
  }

  /** Types a value into a cell and presses Enter (or Tab). */
  async type(name: string, value: string, key: 'Enter' | 'Tab' = 'Enter') {
    await this.cell(name).click();
    await this.page.keyboard.press('F2');
    const input = this.editor(name);
    await expect(input).toBeFocused();
    await input.fill(value);
    await input.press(key);
  }

  finalQuestion(): Locator {
    return this.page.getByRole('dialog', { name: 'Este suma finală și completă?' });
  }

  async answerFinal(final: boolean) {
    await this.finalQuestion().getByRole('button', { name: final ? 'Da, finală' : 'Încă nu' }).click();
    await expect(this.finalQuestion()).toBeHidden();
  }

  /** Selects a cell and presses Delete, then confirms. */
  async deleteCell(name: string) {
    await this.cell(name).click();
    await this.page.keyboard.press('Delete');
    await this.page.getByRole('dialog').getByRole('button', { name: 'Șterge', exact: true }).click();
  }

  cellDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
