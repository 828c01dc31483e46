import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { registerUserState } from '@buget/shared-domain/stores';

/**
 * Whether the user hid the available balance (the header widget's eye), kept in localStorage.
 * One value for every place that shows the figure: the header widget and the tab's title
 * (showBalanceInTitle), so a hidden balance is hidden in both; other tabs follow by the storage
 * event.
 */
const KEY = STORAGE_KEYS.balanceHidden;
/** What stands in the figure's place while it is hidden. */
export const HIDDEN_AMOUNT = '••••••';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

let hidden = read();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== KEY) return;
  hidden = read();
  notify();
}

// A sign-out or another user's sign-in: what is stored now (nothing: shown).
registerUserState(() => {
  hidden = read();
  notify();
});

export function setBalanceHidden(value: boolean): void {
  hidden = value;
  try {
    localStorage.setItem(KEY, String(value));
  } catch {
    // Storage refused (private mode): hidden for this page only.
  }
  notify();
}

export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, () => hidden);
}
