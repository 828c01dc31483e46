import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { E2E } from './support/env';

// The suites work out "today" and month starts in Node and the browser runs in Bucharest: Node
// (and the workers it forks) runs there too, or from 22:00 UTC the two disagree on the day.
process.env.TZ = 'Europe/Bucharest';

/**
 * End-to-end suites against what `npm start` serves (built shell and remotes, the local
 * Supabase server on a throwaway PGlite folder), in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI one more try for a timing fluke of a loaded machine; Playwright reports such a test as
  // flaky, and a real break fails both tries.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'buget-e2e-results'),
  use: {
    baseURL: E2E.appUrl,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
    // The shell's service worker answers the app's files from its cache, where page.route (the
    // fault injection of several suites) does not see them: blocked, but in the suites about it
    // (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /rebuild-one-remote/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Rebuilds a remote in place: runs alone, after everything else has finished with it.
      name: 'deploy-one-remote',
      testMatch: /rebuild-one-remote/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `${E2E.appUrl}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E.appPort),
      SUPABASE_LOCAL_PORT: String(E2E.supabasePort),
      SUPABASE_LOCAL_DATA_DIR: E2E.dataDir,
      BETA_ALLOWLIST: E2E.allowlist,
      SITE_URL: E2E.appUrl,
      // Tests (several at once) send one address e-mails in a row; the limit has its server suite.
      GOTRUE_SMTP_MAX_FREQUENCY: '1ms',
    },
  },
});
