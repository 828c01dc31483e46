/**
 * The beta allow-list, enforced here at sign-up, password sign-in and provider sign-in. It lives
 * in public.beta_allowlist (seed.sql's seven addresses); BETA_ALLOWLIST from the environment is
 * copied in at start with source 'env', so the register screen's is_email_approved() hint and the
 * server always agree.
 */
import type { Database, Queryable } from '../db/types';
import { notApproved } from './errors';

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

export async function assertApproved(db: Queryable, email: string): Promise<void> {
  const result = await db.query<{ approved: boolean }>('select public.is_email_approved($1) as approved', [email]);
  if (result.rows[0]?.approved !== true) throw notApproved();
}

/** A Postgres text[] literal; each element quoted, so commas or quotes inside stay data. */
export function toArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
