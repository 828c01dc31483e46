import { useCallback, useEffect, useReducer, useState } from 'react';
import { CONNECTIVITY_TEXTS, connectivityReducer, connectivityView, INITIAL_CONNECTIVITY_STATE } from '@buget/shared-domain/rules';
import { RECONNECT_BANNER_MS } from '@buget/shared-domain/constants';
import { IconRefresh } from '@buget/shared-ui/components';
import './connectivity.css';

/** The custom property on <html> that holds the shown banner's height (connectivity.css, layout.css). */
const BANNER_HEIGHT_PROPERTY = '--connectivity-banner-height';

/**
 * A ref for the banner shown: while it is mounted, its height (measured again when its text wraps
 * differently) is BANNER_HEIGHT_PROPERTY, so the page and the sticky header start below it instead
 * of under it. ResizeObserver reports before the first paint: the page is never drawn under it.
 */
function useBannerSpace() {
  return useCallback((banner: HTMLDivElement | null) => {
    if (!banner) return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${entry.borderBoxSize[0]?.blockSize ?? banner.offsetHeight}px`);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, []);
}

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
  const bannerSpace = useBannerSpace();
  return (
    <>
      {view.offlineBanner ? (
        <div className="connectivity-banner connectivity-banner--offline" role="alert" data-testid="offline-banner" ref={bannerSpace}>
          {view.offlineBanner}
        </div>
      ) : null}
      {view.reconnectBanner ? (
        <div className="connectivity-banner connectivity-banner--online" role="status" data-testid="reconnect-banner" ref={bannerSpace}>
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
