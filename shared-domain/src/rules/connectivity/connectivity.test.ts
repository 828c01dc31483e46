import { describe, expect, it } from 'vitest';
import { connectivityReducer, connectivityView, INITIAL_CONNECTIVITY_STATE } from './connectivity';

describe('connectivity', () => {
  it('shows the banner and the overlay while offline', () => {
    const offline = connectivityReducer(INITIAL_CONNECTIVITY_STATE, { type: 'offline' });
    expect(connectivityView(offline, 0)).toEqual({
      offlineBanner: 'Ești offline - verifică conexiunea la internet',
      blockingOverlay: true,
      reconnectBanner: null,
    });
  });
  it('shows the green banner for 2 seconds after reconnecting', () => {
    const back = connectivityReducer(connectivityReducer(INITIAL_CONNECTIVITY_STATE, { type: 'offline' }), { type: 'online', now: 1000 });
    expect(connectivityView(back, 2999).reconnectBanner).toBe('Conexiune restabilită! Datele se sincronizează...');
    expect(connectivityView(back, 3000).reconnectBanner).toBeNull();
    expect(connectivityView(back, 1500).blockingOverlay).toBe(false);
  });
  it('lets the user go on offline: the overlay goes, the banner stays, the next outage blocks again', () => {
    const offline = connectivityReducer(INITIAL_CONNECTIVITY_STATE, { type: 'offline' });
    const onward = connectivityReducer(offline, { type: 'continueOffline' });
    expect(connectivityView(onward, 0)).toMatchObject({ blockingOverlay: false, offlineBanner: 'Ești offline - verifică conexiunea la internet' });
    const back = connectivityReducer(onward, { type: 'online', now: 1 });
    expect(connectivityView(connectivityReducer(back, { type: 'offline' }), 2).blockingOverlay).toBe(true);
    expect(connectivityReducer(INITIAL_CONNECTIVITY_STATE, { type: 'continueOffline' })).toBe(INITIAL_CONNECTIVITY_STATE);
  });
  it('ignores a duplicate online event', () => {
    expect(connectivityReducer(INITIAL_CONNECTIVITY_STATE, { type: 'online', now: 5 })).toBe(INITIAL_CONNECTIVITY_STATE);
    expect(connectivityView(INITIAL_CONNECTIVITY_STATE, 0).reconnectBanner).toBeNull();
  });
});
