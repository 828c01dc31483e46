import { LOCAL_ACCOUNT_ID_PREFIX } from '@buget/shared-domain/constants';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string): boolean => UUID_PATTERN.test(id);
/** The id of an account created offline; `unique` comes from the caller (e.g. crypto.randomUUID()). */
export const localAccountId = (unique: string): string => `${LOCAL_ACCOUNT_ID_PREFIX}${unique}`;
