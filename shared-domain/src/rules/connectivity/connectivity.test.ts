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
  it('ignores a duplicate online event', () => {
    expect(connectivityReducer(INITIAL_CONNECTIVITY_STATE, { type: 'online', now: 5 })).toBe(INITIAL_CONNECTIVITY_STATE);
    expect(connectivityView(INITIAL_CONNECTIVITY_STATE, 0).reconnectBanner).toBeNull();
  });
});
