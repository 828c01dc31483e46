import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../constants';

type LayoutState = {
  /** Desktop sidebar: expanded (16rem) or collapsed to icons (4rem). Persisted. */
  sidebarExpanded: boolean;
  /** The sidebar drawer on narrow screens. */
  mobileMenuOpen: boolean;
  toggleSidebar: () => void;
  setMobileMenuOpen: (open: boolean) => void;
};

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      sidebarExpanded: true,
      mobileMenuOpen: false,
      toggleSidebar: () => set((state) => ({ sidebarExpanded: !state.sidebarExpanded })),
      setMobileMenuOpen: (open) => set({ mobileMenuOpen: open }),
    }),
    {
      name: STORAGE_KEYS.sidebarExpanded,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ sidebarExpanded: state.sidebarExpanded }),
    },
  ),
);
