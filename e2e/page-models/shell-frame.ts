import { expect, type Locator, type Page } from '@playwright/test';
import { AppFrame } from './app-frame';

/**
 * The shell's shared tools (balance widget, palette, help, tabs, trail, toasts, offline layer) on
 * top of the frame's navigation (AppFrame: sidebar, header, bottom bar, drawer).
 */
export class ShellFrame extends AppFrame {
  readonly balance: Locator;
  readonly balanceAmount: Locator;
  readonly balancePanel: Locator;
  readonly palette: Locator;
  readonly paletteInput: Locator;
  readonly paletteOptions: Locator;
  readonly help: Locator;
  readonly tabs: Locator;
  readonly breadcrumbs: Locator;
  readonly toasts: Locator;

  constructor(page: Page) {
    super(page);
    this.balance = page.getByTestId('balance-widget');
    this.balanceAmount = page.getByTestId('balance-amount');
    this.balancePanel = page.getByTestId('balance-panel');
    this.palette = page.getByRole('dialog', { name: 'Paleta de comenzi' });
    this.paletteInput = this.palette.getByRole('combobox');
    this.paletteOptions = this.palette.getByRole('option');
    this.help = page.getByRole('dialog', { name: 'Scurtături de tastatură' });
    this.tabs = page.getByTestId('open-tab');
    this.breadcrumbs = page.getByRole('navigation', { name: 'Istoric navigare' }).getByRole('listitem');
    this.toasts = page.getByTestId('toast');
  }

  async openAt(path: string): Promise<void> {
    await this.page.goto(path);
    await this.sidebar.waitFor();
  }

  async press(keys: string): Promise<void> {
    await this.page.keyboard.press(keys);
  }

  async openPalette(): Promise<void> {
    await this.press('Control+k');
    // Open means focused: Radix moves focus in once the dialog (and its outside-click layer) is up.
    await expect(this.paletteInput).toBeFocused();
  }

  /**
   * Clicks the backdrop beside the palette. Radix arms its outside-click listener a timer tick
   * after opening, which on a loaded machine can come after the focus: a click before that is
   * ignored, so the click is repeated until the palette has closed (or the wait runs out).
   */
  async closePaletteByBackdrop(): Promise<void> {
    await expect(async () => {
      await this.page.mouse.click(10, 10);
      await expect(this.palette).toBeHidden({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
  }

  selectedOption(): Locator {
    return this.palette.locator('[role="option"][aria-selected="true"]');
  }

  activeTab(): Locator {
    return this.page.locator('[data-testid="open-tab"][data-active="true"]');
  }
}
