import { STORAGE_KEY_OWNERS, STORAGE_KEYS } from '@buget/shared-domain/constants';

type StorageKeyName = keyof typeof STORAGE_KEYS;

/** The localStorage keys that hold a user's data (constants' STORAGE_KEY_OWNERS). */
const USER_KEYS = (Object.keys(STORAGE_KEY_OWNERS) as StorageKeyName[]).filter((name) => STORAGE_KEY_OWNERS[name] === 'user').map((name) => STORAGE_KEYS[name]);

const reloads = new Set<() => void>();

/**
 * A state that keeps a user's data in memory beside localStorage (a persisted store, a module's
 * cached value) registers how it reads itself again from storage — its start where nothing is
 * stored — without writing, so the previous user's state never outlives their keys.
 */
export function registerUserState(reload: () => void): void {
  reloads.add(reload);
}

const reloadUserStates = () => {
  for (const reload of reloads) reload();
};

/**
 * Removes everything of the signed-in user from this browser (issue 24 point 5): every 'user' key
 * of STORAGE_KEY_OWNERS, then the states in memory start again; the device's keys stay. The auth
 * store runs it at sign-out, and when another user signs in (claimUserStorage).
 */
export function clearUserStorage(): void {
  for (const key of USER_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage blocked: nothing was kept.
    }
  }
  reloadUserStates();
}

const storedOwner = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEYS.storageOwner);
  } catch {
    return null;
  }
};

/**
 * `userId` is signed in (a sign-in, a restored session, a refresh): the user's keys hold their
 * data, or are cleared first. Whose data they hold is the owner key or, where none was kept yet
 * (stored before there was one), the user this tab remembered as signed in (`rememberedUserId`);
 * anybody else's, or nobody's, goes. When another tab has already claimed the storage for
 * `userId`, this tab's states, still the remembered user's, are read again from it.
 */
export function claimUserStorage(userId: string, rememberedUserId: string | null): void {
  const owner = storedOwner();
  if ((owner ?? rememberedUserId) !== userId) clearUserStorage();
  else if (rememberedUserId !== null && rememberedUserId !== userId) reloadUserStates();
  if (owner === userId) return;
  try {
    localStorage.setItem(STORAGE_KEYS.storageOwner, userId);
  } catch {
    // Storage blocked: nothing is kept for anybody.
  }
}
