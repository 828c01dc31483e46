/** The beta allow-list as an administrator changes it: rows of public.beta_allowlist, through the service role. */
import type { LocalSupabase } from '../../src/index';
import type { Harness } from './harness';

async function change(server: LocalSupabase, method: 'POST' | 'DELETE', email: string): Promise<void> {
  const query = method === 'DELETE' ? `?email=eq.${encodeURIComponent(email)}` : '';
  const response = await fetch(`${server.url}/rest/v1/beta_allowlist${query}`, {
    method,
    headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify({ email, source: 'admin' }) : undefined,
  });
  if (!response.ok) throw new Error(`beta_allowlist ${method} answered ${response.status}: ${await response.text()}`);
}

export const approveAddress = (server: LocalSupabase, email: string): Promise<void> => change(server, 'POST', email);
export const removeAddress = (server: LocalSupabase, email: string): Promise<void> => change(server, 'DELETE', email);

let counter = 0;

/** A new address on the list (unique per run), signed up, confirmed and signed in. */
export async function freshUser(harness: Harness, label: string): Promise<{ email: string; accessToken: string }> {
  const email = `${label}-${Date.now().toString(36)}-${++counter}@example.com`;
  await approveAddress(harness.server, email);
  const { accessToken } = await harness.registerUser(email);
  return { email, accessToken };
}
