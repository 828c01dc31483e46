import { LOCAL_ACCOUNT_ID_PREFIX } from '../constants';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);
export const isLocalAccountId = (id: string): boolean => id.startsWith(LOCAL_ACCOUNT_ID_PREFIX);
/** The id of an account created offline; `unique` comes from the caller (e.g. crypto.randomUUID()). */
export const localAccountId = (unique: string): string => `${LOCAL_ACCOUNT_ID_PREFIX}${unique}`;

/** Creation goes to the server only when online and signed in (spec point 4). */
export const shouldCreateRemotely = (context: { online: boolean; signedIn: boolean }): boolean =>
  context.online && context.signedIn;

/** Updates and deletes reach the server only when online and the id is a server UUID. */
export const shouldWriteRemotely = (context: { online: boolean }, accountId: string): boolean =>
  context.online && isUuid(accountId);

/** The one-time upload: the server has none, we have some, and it has not run before. */
export const shouldMigrateAccountsToServer = (context: {
  serverCount: number;
  localCount: number;
  alreadyMigrated: boolean;
}): boolean => !context.alreadyMigrated && context.serverCount === 0 && context.localCount > 0;
