import { addDays, addMonths, format, parseISO } from 'date-fns';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DATE_FORMATS, STORAGE_KEYS } from '../constants';

type GlobalDateState = {
  /** The day the daily page shows and whose month the grid shows (yyyy-MM-dd). */
  selectedDate: string;
  setSelectedDate: (date: string) => void;
  shiftDays: (days: number) => void;
  shiftMonths: (months: number) => void;
};

const todayKey = () => format(new Date(), DATE_FORMATS.today);
const shift = (date: string, by: (day: Date) => Date) => format(by(parseISO(date)), DATE_FORMATS.today);

/**
 * The date every page works on. One instance for the shell and all remotes (shared-domain is a
 * federation singleton), so moving to another day on the daily page moves the grid's month too.
 */
export const useGlobalDateStore = create<GlobalDateState>()(
  persist(
    (set) => ({
      selectedDate: todayKey(),
      setSelectedDate: (selectedDate) => set({ selectedDate }),
      shiftDays: (days) => set((state) => ({ selectedDate: shift(state.selectedDate, (day) => addDays(day, days)) })),
      shiftMonths: (months) =>
        set((state) => ({ selectedDate: shift(state.selectedDate, (day) => addMonths(day, months)) })),
    }),
    { name: STORAGE_KEYS.globalDate, storage: createJSONStorage(() => localStorage) },
  ),
);

export const selectedMonthKey = (state: Pick<GlobalDateState, 'selectedDate'>) => state.selectedDate.slice(0, 7);
