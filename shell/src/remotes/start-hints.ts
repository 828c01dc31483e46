/**
 * What index.html's inline script needs, before any bundle has run, to ask for the current page's
 * remote's manifest and remoteEntry.js early on a returning signed-in user's visit: whether a user
 * is signed in, the remote of each page path, each remote's mf-manifest.json (from config.json)
 * and the remoteEntry.js the runtime last loaded for it (runtime-plugins/early-entry.ts). Only
 * hints: a stale one costs an unused request, never a wrong page (the runtime still resolves every
 * remote from config.json and its manifest, and drops an early entry from another URL), and a
 * planted one runs nothing (index.html runs only a file beside the manifest config.json names).
 */

/**
 * localStorage key STORAGE_KEYS.startHints, spelled here: this module runs in the federation
 * runtime plugin (early-entry.ts), before any shared module can load. index.html's inline script
 * reads the same key (start-hints.test.ts checks both). The device's, not a user's
 * (STORAGE_KEY_OWNERS): nothing here is a person's but whether someone is signed in, which a
 * sign-out sets back.
 */
export const START_HINTS_KEY = 'buget-start-hints';

export type StartHints = {
  signedIn: boolean;
  /** Page path → remote name. */
  pages: Record<string, string>;
  /** Remote name → its mf-manifest.json URL. */
  manifests: Record<string, string>;
  /** Remote name → the remoteEntry.js the runtime last loaded from that manifest. */
  entries: Record<string, string>;
};

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');

export function readStartHints(): StartHints {
  const empty: StartHints = { signedIn: false, pages: {}, manifests: {}, entries: {} };
  try {
    const value: unknown = JSON.parse(localStorage.getItem(START_HINTS_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return empty;
    const hints = value as Partial<Record<keyof StartHints, unknown>>;
    return {
      signedIn: hints.signedIn === true,
      pages: isStringRecord(hints.pages) ? hints.pages : {},
      manifests: isStringRecord(hints.manifests) ? hints.manifests : {},
      entries: isStringRecord(hints.entries) ? hints.entries : {},
    };
  } catch {
    return empty;
  }
}

function updateStartHints(change: (hints: StartHints) => StartHints): void {
  try {
    localStorage.setItem(START_HINTS_KEY, JSON.stringify(change(readStartHints())));
  } catch {
    // Storage full or blocked: the next visit just starts without hints.
  }
}

/**
 * At start, from config.json and the page table: which remote each page needs, and where. A remote
 * whose manifest moved forgets its remoteEntry.js until the runtime loads it from the new one.
 */
export function recordPageRemotes(pages: Record<string, string>, manifests: Record<string, string>): void {
  updateStartHints((hints) => ({
    ...hints,
    pages,
    manifests,
    entries: Object.fromEntries(Object.entries(hints.entries).filter(([remote]) => hints.manifests[remote] === manifests[remote])),
  }));
}

/** When the runtime has loaded a remote's remoteEntry.js: its URL, for the next visit. */
export function recordRemoteEntry(remote: string, url: string): void {
  updateStartHints((hints) => (hints.entries[remote] === url ? hints : { ...hints, entries: { ...hints.entries, [remote]: url } }));
}

export function recordSignedIn(signedIn: boolean): void {
  updateStartHints((hints) => (hints.signedIn === signedIn ? hints : { ...hints, signedIn }));
}
