import { randomBytes } from 'node:crypto';
import { E2E } from './env';

/**
 * Sign-up needs an address nobody has used on this server. A fixed pool (qa-11…20) runs out on
 * a reused server; instead each run approves a fresh random address the way an administrator
 * would (public.beta_allowlist, source 'admin', through the service role) and takes it off the
 * list afterwards. The user it created stays, under a name no later run will pick.
 */
export type FreshAddress = { email: string; revoke: () => Promise<void> };

async function restAllowlist(method: 'POST' | 'DELETE', query: string, body?: unknown): Promise<void> {
  const response = await fetch(`${E2E.supabaseUrl}/rest/v1/beta_allowlist${query}`, {
    method,
    headers: {
      apikey: E2E.serviceRoleKey,
      Authorization: `Bearer ${E2E.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`beta_allowlist ${method} answered ${response.status}: ${await response.text()}`);
}

export async function approveFreshAddress(label = 'signup'): Promise<FreshAddress> {
  const email = `qa-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@buget.ro`;
  await restAllowlist('POST', '', { email, note: 'e2e: one sign-up run', source: 'admin' });
  return { email, revoke: () => restAllowlist('DELETE', `?email=eq.${encodeURIComponent(email)}`) };
}
