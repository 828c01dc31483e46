import type { Page } from '@playwright/test';
import { E2E } from '../support/env';
import { browserStorageKey, ensureUser } from '../support/users';

/** The confirmation link the server sent to `email` (newest first), or undefined. */
export async function outboxLink(email: string): Promise<string | undefined> {
  const response = await fetch(`${E2E.supabaseUrl}/outbox.json?email=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { link: string }[];
  return messages[0]?.link;
}

/**
 * Signs a page in with a real session whose access token is reported as already expired, so
 * supabase-js must refresh it (POST /token?grant_type=refresh_token) before using it.
 */
export async function signInWithExpiredSession(page: Page, email: string): Promise<string> {
  const session = await ensureUser(email);
  const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem(key, value);
    },
    [browserStorageKey(), JSON.stringify(expired)] as const,
  );
  return session.access_token;
}

/** Marks the session stored in the page as expired, so the next load must refresh it. */
export async function expireStoredSession(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { expires_at: number } | null;
    if (stored) localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }));
  }, browserStorageKey());
}

export const storedAccessToken = (page: Page): Promise<string | null> =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token?: string } | null)?.access_token ?? null, browserStorageKey());
