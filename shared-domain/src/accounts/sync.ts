import { LOCAL_ACCOUNT_ID_PREFIX } from '@buget/shared-domain/constants';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);
/** The id of an account created offline; `unique` comes from the caller (e.g. crypto.randomUUID()). */
export const localAccountId = (unique: string): string => `${LOCAL_ACCOUNT_ID_PREFIX}${unique}`;

/**
 * The id an account is inserted with: a server UUID as it is; a 'local-<uuid>' id gives its UUID,
 * so an insert retried after a lost answer finds the row it already made (synced once); other
 * local ids (the defaults' 'local-banca') give none and the server picks.
 */
export const insertIdOf = (id: string): string | undefined => {
  if (isUuid(id)) return id;
  const rest = id.startsWith(LOCAL_ACCOUNT_ID_PREFIX) ? id.slice(LOCAL_ACCOUNT_ID_PREFIX.length) : '';
  return isUuid(rest) ? rest : undefined;
};
