import { useEffect, useRef } from 'react';
import { create } from 'zustand';

/**
 * What the shell can ask a page to do once it is shown (the command palette's actions, issue 28
 * point 7): open its new-transaction form, the same form on a transfer, its statement import, or
 * read its filters again from the link the shell just opened.
 */
export type PageRequestKind = 'new-transaction' | 'new-transfer' | 'import-statement' | 'follow-link';

/** A request older than this is dropped unread: its page never came (a failed load, a fast move on). */
export const PAGE_REQUEST_TTL_MS = 30_000;

type PageRequest = { path: string; kind: PageRequestKind; at: number };

type PageRequestState = {
  request: PageRequest | null;
  /** The shell asks the page at `path`; a newer request replaces an unread one. */
  ask: (path: string, kind: PageRequestKind) => void;
  /** The page at `path` takes its request (once): the kind, or null when none waits for it. */
  take: (path: string) => PageRequestKind | null;
};

/**
 * The one request waiting for a page. A remote cannot import the shell and may not be mounted
 * yet when the shell asks (it loads after the move): the request waits here (shared-domain is one
 * instance for all) until the page takes it on mount, or at once when it is already shown.
 */
export const usePageRequestStore = create<PageRequestState>()((set, get) => ({
  request: null,
  ask: (path, kind) => set({ request: { path, kind, at: Date.now() } }),
  take: (path) => {
    const { request } = get();
    if (!request || request.path !== path) return null;
    set({ request: null });
    return Date.now() - request.at <= PAGE_REQUEST_TTL_MS ? request.kind : null;
  },
}));

/**
 * A page's side: runs `handle` for each request to `path`, the one waiting when the page mounts
 * and each one made while it is shown.
 */
export function usePageRequests(path: string, handle: (kind: PageRequestKind) => void): void {
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const takeOne = () => {
      const kind = usePageRequestStore.getState().take(path);
      if (kind) latest.current(kind);
    };
    takeOne();
    return usePageRequestStore.subscribe((state) => {
      if (state.request?.path === path) takeOne();
    });
  }, [path]);
}
