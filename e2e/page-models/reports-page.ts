import type { Locator, Page } from '@playwright/test';

/** The Rapoarte page (mf-reports): one method per user action, role and test-id locators. */
export class ReportsPage {
  readonly heading: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('.rep-page').getByRole('heading', { name: 'Rapoarte', level: 1 });
    this.summary = page.getByTestId('report-summary');
  }

  async goto(report = 'flux', query = '') {
    await this.page.goto(`/reports/${report}${query}`);
    await this.heading.waitFor();
  }

  /** A table row of the report by its first cell ('septembrie 2026', 'Nutriție'). */
  row(table: string, name: string | RegExp): Locator {
    return this.page.getByTestId(table).getByRole('row', { name });
  }

  async open(report: string) {
    await this.page.getByRole('navigation', { name: 'Rapoarte' }).getByRole('link', { name: report }).click();
  }
}
