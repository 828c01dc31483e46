/** Users for suites that need their own: each address is approved first, as an admin would. */
import { newClient, type Client, type Harness } from './harness';

export type User = { client: Client; userId: string; accessToken: string };

/** Approves the address in public.beta_allowlist (service role), then signs it up and in. */
export async function registerApproved(harness: Harness, email: string): Promise<User> {
  const admin = newClient(harness.server.url, harness.server.serviceRoleKey);
  await admin.from('beta_allowlist').upsert({ email, source: 'admin' }, { onConflict: 'email' }).throwOnError();
  return harness.registerUser(email);
}
