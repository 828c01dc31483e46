import { ACCOUNT_WRITE_RETRY_DELAYS_MS, TOKEN_REFRESH } from '../constants';

/** Delay before retry number `attempt` (0-based) of an account create/update, or null: give up. */
export const accountWriteRetryDelay = (attempt: number): number | null => ACCOUNT_WRITE_RETRY_DELAYS_MS[attempt] ?? null;

/** Token refresh retries back off from 200 ms, doubling: 200, 400, 800… */
export const tokenRefreshBackoffMs = (attempt: number): number => TOKEN_REFRESH.retryBaseMs * 2 ** Math.max(0, attempt);
