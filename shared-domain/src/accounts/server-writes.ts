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

/**
 * Whose request it is: the access token it carries instead of the session current when it is sent
 * (the accounts' sync sends a queue as its own user, even if another signs in meanwhile).
 */
export type RequestUser = { accessToken: string };

/** The request as `user`, or as the current session when none is given. */
export const asRequestUser = <B extends { setHeader: (name: string, value: string) => B }>(builder: B, user?: RequestUser): B =>
  user ? builder.setHeader('Authorization', `Bearer ${user.accessToken}`) : builder;

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
export const insertAccounts = (rows: AccountRowInput[], user?: RequestUser): Promise<{ id: string }[]> =>
  withRetries(() => asRequestUser(getSupabase().from('user_accounts').insert(rows).select('id'), user));

/** Changes one account; resolves to false when the caller has no such account (any more). */
export async function updateAccountRow(id: string, changes: Partial<AccountRowInput>, user?: RequestUser): Promise<boolean> {
  const rows = await withRetries(() => asRequestUser(getSupabase().from('user_accounts').update(changes).eq('id', id).select('id'), user));
  return rows.length > 0;
}

/** Whether the caller has an account with this id (a retried insert that did reach the server). */
export async function accountExists(id: string, user?: RequestUser): Promise<boolean> {
  const { data, error } = await asRequestUser(getSupabase().from('user_accounts').select('id').eq('id', id), user);
  if (error) throw new AccountWriteError(error.message, 0, error.code, error.hint);
  return data.length > 0;
}
