import { ACCOUNT_WRITE_RETRY_DELAYS_MS } from '@buget/shared-domain/constants';
import { getSupabase } from '@buget/shared-domain/data';
import type { AccountRowInput } from '@buget/shared-domain/schemas';

/** What a failed account write says: the PostgREST error and the HTTP status (0: no answer). */
export class AccountWriteError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'AccountWriteError';
  }

  /** No answer, or the server failed: the change is kept locally and synced later (spec point 4). */
  get serverUnavailable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

type Answer<T> = { data: T | null; error: { message: string; code?: string; hint?: string | null } | null; status: number };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One account write with the spec's retries (point 7: twice more, after 500 ms then 1000 ms) while
 * the server does not answer or fails; a refusal (4xx) is final at once.
 */
async function withRetries<T>(write: () => PromiseLike<Answer<T>>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const { data, error, status } = await write();
    if (!error) return data as T;
    const failure = new AccountWriteError(error.message, status, error.code ?? '', error.hint ?? '');
    const delay = ACCOUNT_WRITE_RETRY_DELAYS_MS[attempt];
    if (!failure.serverUnavailable || delay === undefined) throw failure;
    await wait(delay);
  }
}

/** Inserts accounts and returns their ids, in the order given. */
export const insertAccounts = (rows: AccountRowInput[]): Promise<{ id: string }[]> =>
  withRetries(() => getSupabase().from('user_accounts').insert(rows).select('id'));

/** Changes one account; resolves to false when the caller has no such account (any more). */
export async function updateAccountRow(id: string, changes: Partial<AccountRowInput>): Promise<boolean> {
  const rows = await withRetries(() => getSupabase().from('user_accounts').update(changes).eq('id', id).select('id'));
  return rows.length > 0;
}

/** Whether the caller has an account with this id (a retried insert that did reach the server). */
export async function accountExists(id: string): Promise<boolean> {
  const { data, error } = await getSupabase().from('user_accounts').select('id').eq('id', id);
  if (error) throw new AccountWriteError(error.message, 0, error.code, error.hint);
  return data.length > 0;
}
