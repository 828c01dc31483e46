import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { toast } from '@buget/shared-domain/stores';
import type { TransactionListFilters } from '@buget/shared-domain/transactions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_FILTERS, filtersToParams, parseFilterParams } from './url-filters';

/** Saved filter set (the "Salvează filtrele" button); a visit without filters in the link uses it. */
const SAVED_FILTERS_KEY = STORAGE_KEYS.savedTransactionFilters;

function readSaved(): { query: string | null; failed: boolean } {
  try {
    const text = window.localStorage.getItem(SAVED_FILTERS_KEY);
    return { query: text === null ? null : (JSON.parse(text) as string), failed: false };
  } catch {
    return { query: null, failed: true };
  }
}

function initial(): { filters: TransactionListFilters; notice: 'loaded' | 'invalid' | 'failed' | null; fromSaved: boolean } {
  const fromUrl = parseFilterParams(window.location.search);
  if (fromUrl.present) return { filters: fromUrl.filters, notice: fromUrl.invalid.length ? 'invalid' : 'loaded', fromSaved: false };
  const saved = readSaved();
  if (saved.failed) return { filters: DEFAULT_FILTERS, notice: 'failed', fromSaved: false };
  if (saved.query) {
    const parsed = parseFilterParams(saved.query);
    return { filters: parsed.filters, notice: parsed.invalid.length ? 'invalid' : 'loaded', fromSaved: true };
  }
  return { filters: DEFAULT_FILTERS, notice: null, fromSaved: false };
}

const writeUrl = (filters: TransactionListFilters) => {
  const { pathname, search, hash } = window.location;
  const next = `${pathname}${filtersToParams(filters, search)}${hash}`;
  if (next !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', next);
};

/**
 * The list filters, kept in the query string (the shell's router owns the path; we only replace
 * the query with history.replaceState and follow back/forward through popstate).
 */
export function useUrlFilters() {
  const [state] = useState(initial);
  const [filters, setFiltersState] = useState(state.filters);
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    if (state.fromSaved) writeUrl(state.filters);
    if (state.notice === 'invalid') toast.warning(ERROR_MESSAGES.FILTRE_PARTIAL_INVALIDE);
    else if (state.notice === 'loaded') toast.info(ERROR_MESSAGES.FILTRE_INCARCATE);
    else if (state.notice === 'failed') toast.error(new Error(ERROR_MESSAGES.FILTRE_EROARE_INCARCARE), ERROR_MESSAGES.FILTRE_EROARE_INCARCARE);
  }, [state]);

  // The link changed under the page (back/forward, or the shell opened a search link): read it again.
  const followLink = useCallback(() => setFiltersState(parseFilterParams(window.location.search).filters), []);
  useEffect(() => {
    window.addEventListener('popstate', followLink);
    return () => window.removeEventListener('popstate', followLink);
  }, [followLink]);

  const setFilters = useCallback((next: TransactionListFilters) => {
    setFiltersState(next);
    writeUrl(next);
  }, []);

  const reset = useCallback(() => {
    setFilters({ ...DEFAULT_FILTERS, limit: filters.limit });
    toast.info(ERROR_MESSAGES.FILTRE_RESETATE);
  }, [filters.limit, setFilters]);

  const save = useCallback(() => {
    try {
      window.localStorage.setItem(SAVED_FILTERS_KEY, JSON.stringify(filtersToParams({ ...filters, offset: 0 })));
      toast.success(ERROR_MESSAGES.FILTRE_SALVATE);
    } catch (error) {
      toast.error(error, ERROR_MESSAGES.STOCARE_EROARE_SALVARE);
    }
  }, [filters]);

  const copyLink = useCallback(async () => {
    const url = `${window.location.origin}${window.location.pathname}${filtersToParams(filters)}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(ERROR_MESSAGES.LINK_COPIAT);
    } catch {
      // No clipboard permission: show the link so it can be copied by hand.
      window.prompt(ERROR_MESSAGES.LINK_COPIAT, url);
    }
  }, [filters]);

  return { filters, setFilters, reset, save, copyLink, followLink };
}
