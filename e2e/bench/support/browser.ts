/** The browser side every benchmark shares: Chromium with this machine's flags, a signed-in page, the JS heap. */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../support/chromium';
import { seedSession } from '../../support/users';
import type { BenchApp } from './app-server';

/** Debian's Chromium with the machine's flags and `extraArgs` (e.g. '--enable-precise-memory-info'). */
export function launchChromium(...extraArgs: string[]): Promise<Browser> {
  return chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...extraArgs] });
}

/** A new page in `context` that opens the app signed in as `user` (a BenchUser, or the demo account). */
export async function signedInPage(context: BrowserContext, app: BenchApp, user: { email: string; password: string }): Promise<Page> {
  const page = await context.newPage();
  await seedSession(page, app.server.url, user.email, user.password);
  return page;
}

/**
 * Polls the page's used JS heap every 100 ms until the returned function is called; it returns
 * the peak in MB (the CDP session needs `Performance.enable` first).
 */
export function heapPeak(cdp: CDPSession): () => number {
  let peak = 0;
  const poll = setInterval(() => {
    void cdp
      .send('Performance.getMetrics')
      .then(({ metrics }) => (peak = Math.max(peak, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0)))
      .catch(() => undefined);
  }, 100);
  return () => {
    clearInterval(poll);
    return Math.round(peak / 1048576);
  };
}
