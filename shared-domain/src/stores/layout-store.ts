import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { registerUserState } from './user-storage';

/** The shell sends this window event on Ctrl+Shift+F1; the grid remote toggles its fullscreen. */
export const TOGGLE_FULLSCREEN_EVENT = 'buget:toggle-fullscreen';

type LayoutState = {
  /** Desktop sidebar: expanded (16rem) or collapsed to icons (4rem). Persisted. */
  sidebarExpanded: boolean;
  /** The sidebar drawer on narrow screens. */
  mobileMenuOpen: boolean;
  /**
   * The monthly grid's fullscreen mode: the shell hides its sidebar and bottom bar while it is
   * on. Set by the grid remote (shared-domain is one instance across remotes); not persisted.
   */
  gridFullscreen: boolean;
  toggleSidebar: () => void;
  setMobileMenuOpen: (open: boolean) => void;
  setGridFullscreen: (on: boolean) => void;
  toggleGridFullscreen: () => void;
};

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      sidebarExpanded: true,
      mobileMenuOpen: false,
      gridFullscreen: false,
      toggleSidebar: () => set((state) => ({ sidebarExpanded: !state.sidebarExpanded })),
      setMobileMenuOpen: (open) => set({ mobileMenuOpen: open }),
      setGridFullscreen: (on) => set({ gridFullscreen: on }),
      toggleGridFullscreen: () => set((state) => ({ gridFullscreen: !state.gridFullscreen })),
    }),
    {
      name: STORAGE_KEYS.sidebarExpanded,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ sidebarExpanded: state.sidebarExpanded }),
      // What is stored over the start (expanded), never over another user's choice.
      merge: (saved, current) => ({ ...current, sidebarExpanded: true, ...(saved as Partial<LayoutState> | undefined) }),
    },
  ),
);

registerUserState(() => void useLayoutStore.persist.rehydrate());
