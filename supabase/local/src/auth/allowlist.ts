/**
 * The beta allow-list lives in public.beta_allowlist (seed.sql's seven addresses) and is enforced
 * by the database's before-user-created hook (hooks.ts). BETA_ALLOWLIST from the environment is
 * copied in at start with source 'env', so the register screen's is_email_approved() hint, the
 * hook and the server always agree.
 */
import type { Database } from '../db/types';

export async function syncEnvAllowlist(db: Database, emails: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`delete from public.beta_allowlist where source = 'env' and not (email = any($1::text[]))`, [
      toArrayLiteral(emails),
    ]);
    for (const email of emails) {
      await tx.query(
        `insert into public.beta_allowlist (email, note, source) values (lower(btrim($1)), 'BETA_ALLOWLIST', 'env')
         on conflict (email) do nothing`,
        [email],
      );
    }
  });
}

/** A Postgres text[] literal; each element quoted, so commas or quotes inside stay data. */
export function toArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
