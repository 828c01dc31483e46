import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { addDays, addMonthsClamped, toLocalIsoDate } from '@buget/shared-domain/rules';
import { registerUserState } from './user-storage';

type GlobalDateState = {
  /** The day the daily page shows and whose month the grid shows (yyyy-MM-dd). */
  selectedDate: string;
  setSelectedDate: (date: string) => void;
  shiftDays: (days: number) => void;
  shiftMonths: (months: number) => void;
};

const today = () => toLocalIsoDate(new Date());

/**
 * The date every page works on. One instance for the shell and all remotes (shared-domain is a
 * federation singleton), so moving to another day on the daily page moves the grid's month too.
 */
export const useGlobalDateStore = create<GlobalDateState>()(
  persist(
    (set) => ({
      selectedDate: today(),
      setSelectedDate: (selectedDate) => set({ selectedDate }),
      shiftDays: (days) => set((state) => ({ selectedDate: addDays(state.selectedDate, days) })),
      // The day is kept, clamped to the target month's last day (31 January + 1 month = 28/29 February).
      shiftMonths: (months) => set((state) => ({ selectedDate: addMonthsClamped(state.selectedDate, months) })),
    }),
    {
      name: STORAGE_KEYS.globalDate,
      storage: createJSONStorage(() => localStorage),
      // What is stored over the start (today), never over the day another user had open.
      merge: (saved, current) => ({ ...current, selectedDate: today(), ...(saved as Partial<GlobalDateState> | undefined) }),
    },
  ),
);

registerUserState(() => void useGlobalDateStore.persist.rehydrate());

export const selectedMonthKey = (state: Pick<GlobalDateState, 'selectedDate'>) => state.selectedDate.slice(0, 7);
