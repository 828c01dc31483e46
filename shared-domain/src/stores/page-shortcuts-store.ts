import { create } from 'zustand';

/** A shortcut a page adds while it is shown: the keys as the help writes them, and what they do. */
export type PageShortcut = { keys: string; action: string };

type PageShortcutsState = {
  /** The page whose shortcuts these are (its title), or null when the page has none. */
  page: string | null;
  shortcuts: readonly PageShortcut[];
  /** A page sets its shortcuts when it mounts and clears them (its own only) when it unmounts. */
  setPageShortcuts: (page: string, shortcuts: readonly PageShortcut[]) => void;
  clearPageShortcuts: (page: string) => void;
};

/**
 * The shortcuts of the page on screen, so the shell's F1 help lists them beside its own. A
 * remote cannot import the shell: it writes here (shared-domain is one instance for all).
 */
export const usePageShortcutsStore = create<PageShortcutsState>()((set) => ({
  page: null,
  shortcuts: [],
  setPageShortcuts: (page, shortcuts) => set({ page, shortcuts }),
  clearPageShortcuts: (page) => set((state) => (state.page === page ? { page: null, shortcuts: [] } : state)),
}));
