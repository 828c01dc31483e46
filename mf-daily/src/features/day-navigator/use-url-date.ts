import { useEffect } from 'react';
import { ROUTES } from '@buget/shared-domain/rules';
import { useGlobalDateStore } from '@buget/shared-domain/stores';
import { readUrlDate, withUrlDate } from './url-date';

const writeUrl = (date: string) => {
  const { pathname, search, hash } = window.location;
  // The page may finish mounting after the user has already left it (it waits for its day):
  // another page's link is not ours to change.
  if (pathname !== ROUTES.daily) return;
  const next = `${pathname}${withUrlDate(search, date)}${hash}`;
  if (next !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', next);
};

/**
 * The selected day (the shared date store, which the grid follows too) kept in the page's link,
 * so a day can be linked and reloaded: a day in the link wins at mount, every change of the day
 * replaces the query (the shell's router owns the path), back and forward are followed.
 */
export function useUrlDate(): void {
  useEffect(() => {
    const fromUrl = readUrlDate(window.location.search);
    const store = useGlobalDateStore.getState();
    if (fromUrl && fromUrl !== store.selectedDate) store.setSelectedDate(fromUrl);
    writeUrl(useGlobalDateStore.getState().selectedDate);
    const unsubscribe = useGlobalDateStore.subscribe((state) => writeUrl(state.selectedDate));
    const onPop = () => {
      const date = readUrlDate(window.location.search);
      if (date) useGlobalDateStore.getState().setSelectedDate(date);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onPop);
    };
  }, []);
}
