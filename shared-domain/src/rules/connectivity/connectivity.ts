import { RECONNECT_BANNER_MS } from '@buget/shared-domain/constants';
import { ERROR_MESSAGES } from '../errors/messages';

/**
 * The offline banner, the blocking overlay and the green reconnect banner (spec point 2). The
 * reconnect banner shows for 2 s after coming back online; `now` drives it, not a timer inside.
 */
export type ConnectivityState = {
  online: boolean;
  reconnectedAt: number | null;
  /** The user chose to go on offline (issue 13: accounts are saved locally); the banner stays. */
  overlayDismissed: boolean;
};

export type ConnectivityAction = { type: 'offline' } | { type: 'online'; now: number } | { type: 'continueOffline' };

export const INITIAL_CONNECTIVITY_STATE: ConnectivityState = { online: true, reconnectedAt: null, overlayDismissed: false };

export const connectivityReducer = (state: ConnectivityState, action: ConnectivityAction): ConnectivityState => {
  if (action.type === 'offline') return { online: false, reconnectedAt: null, overlayDismissed: false };
  if (action.type === 'continueOffline') return state.online ? state : { ...state, overlayDismissed: true };
  // An 'online' event while already online (a duplicate browser event) is not a reconnection.
  return state.online ? state : { online: true, reconnectedAt: action.now, overlayDismissed: false };
};

export type ConnectivityView = {
  offlineBanner: string | null;
  /** The overlay blocks the app while offline until the user goes on without the connection; its button reloads the page. */
  blockingOverlay: boolean;
  reconnectBanner: string | null;
};

export const CONNECTIVITY_TEXTS = {
  overlayTitle: ERROR_MESSAGES.OFFLINE_OVERLAY,
  overlayBody: 'Aplicația are nevoie de conexiune la internet pentru a funcționa.',
  retryButton: 'Reîncearcă',
  continueButton: 'Continuă fără conexiune',
} as const;

export const connectivityView = (state: ConnectivityState, now: number): ConnectivityView => ({
  offlineBanner: state.online ? null : ERROR_MESSAGES.OFFLINE_BANNER,
  blockingOverlay: !state.online && !state.overlayDismissed,
  reconnectBanner:
    state.online && state.reconnectedAt !== null && now - state.reconnectedAt < RECONNECT_BANNER_MS
      ? ERROR_MESSAGES.RECONECTAT
      : null,
});
