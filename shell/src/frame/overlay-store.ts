import { create } from 'zustand';

export type ContextMenuItem = { id: string; label: string; shortcut?: string; run: () => void };
export type ContextMenuState = { x: number; y: number; label: string; items: ContextMenuItem[]; returnFocus: HTMLElement | null };

type OverlayState = {
  paletteOpen: boolean;
  helpOpen: boolean;
  contextMenu: ContextMenuState | null;
  setPaletteOpen: (open: boolean) => void;
  setHelpOpen: (open: boolean) => void;
  openContextMenu: (menu: ContextMenuState) => void;
  closeContextMenu: () => void;
};

/** The shell's own overlays: command palette, shortcuts help and the context menu. */
export const useOverlayStore = create<OverlayState>()((set) => ({
  paletteOpen: false,
  helpOpen: false,
  contextMenu: null,
  setPaletteOpen: (paletteOpen) => set({ paletteOpen, helpOpen: false, contextMenu: null }),
  setHelpOpen: (helpOpen) => set({ helpOpen, paletteOpen: false, contextMenu: null }),
  openContextMenu: (contextMenu) => set({ contextMenu }),
  closeContextMenu: () => set({ contextMenu: null }),
}));
