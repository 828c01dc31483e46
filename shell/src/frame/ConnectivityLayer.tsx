import { useEffect, useReducer, useState } from 'react';
import { CONNECTIVITY_TEXTS, connectivityReducer, connectivityView, INITIAL_CONNECTIVITY_STATE } from '@buget/shared-domain/rules';
import { RECONNECT_BANNER_MS } from '@buget/shared-domain/constants';
import { IconRefresh } from '@buget/shared-ui/components';
import './connectivity.css';

/** The offline banner, the blocking overlay and the 2-second reconnect banner (spec point 2). */
export function ConnectivityLayer() {
  const [state, dispatch] = useReducer(connectivityReducer, INITIAL_CONNECTIVITY_STATE, (initial) =>
    navigator.onLine ? initial : connectivityReducer(initial, { type: 'offline' }),
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const offline = () => dispatch({ type: 'offline' });
    const online = () => {
      const at = Date.now();
      dispatch({ type: 'online', now: at });
      setNow(at);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  useEffect(() => {
    if (state.reconnectedAt === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, state.reconnectedAt + RECONNECT_BANNER_MS - Date.now()) + 10);
    return () => clearTimeout(timer);
  }, [state.reconnectedAt]);
  const view = connectivityView(state, now);
  return (
    <>
      {view.offlineBanner ? (
        <div className="connectivity-banner connectivity-banner--offline" role="alert" data-testid="offline-banner">
          {view.offlineBanner}
        </div>
      ) : null}
      {view.reconnectBanner ? (
        <div className="connectivity-banner connectivity-banner--online" role="status" data-testid="reconnect-banner">
          {view.reconnectBanner}
        </div>
      ) : null}
      {view.blockingOverlay ? (
        <div className="connectivity-overlay" role="alertdialog" aria-modal="true" aria-labelledby="offline-title" aria-describedby="offline-body">
          <div className="connectivity-overlay__card">
            <h2 id="offline-title">{CONNECTIVITY_TEXTS.overlayTitle}</h2>
            <p id="offline-body">{CONNECTIVITY_TEXTS.overlayBody}</p>
            <div className="connectivity-overlay__actions">
              <button type="button" className="connectivity-overlay__retry" onClick={() => window.location.reload()} autoFocus>
                <IconRefresh size={18} aria-hidden="true" />
                {CONNECTIVITY_TEXTS.retryButton}
              </button>
              <button type="button" className="connectivity-overlay__continue" onClick={() => dispatch({ type: 'continueOffline' })}>
                {CONNECTIVITY_TEXTS.continueButton}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
