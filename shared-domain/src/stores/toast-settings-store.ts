import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_TOAST_POSITION, STORAGE_KEYS, TOAST_POSITIONS } from '@buget/shared-domain/constants';

export type ToastPosition = (typeof TOAST_POSITIONS)[number];

type ToastSettingsState = {
  /** Where the toast host stacks toasts: one of six, top-right by default (spec point 2). */
  position: ToastPosition;
  setPosition: (position: ToastPosition) => void;
};

export const TOAST_POSITION_STORAGE_KEY = STORAGE_KEYS.toastPosition;

export const useToastSettingsStore = create<ToastSettingsState>()(
  persist(
    (set) => ({
      position: DEFAULT_TOAST_POSITION,
      setPosition: (position) => set({ position: TOAST_POSITIONS.includes(position) ? position : DEFAULT_TOAST_POSITION }),
    }),
    {
      name: TOAST_POSITION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      merge: (saved, current) => {
        const position = (saved as Partial<ToastSettingsState> | undefined)?.position;
        return { ...current, position: position && TOAST_POSITIONS.includes(position) ? position : DEFAULT_TOAST_POSITION };
      },
    },
  ),
);
