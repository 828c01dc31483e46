import { useState } from 'react';
import { getSupabase, queryClient } from '@buget/shared-domain/data';
import { loadDailyPage } from '@buget/shared-domain/planning';
import { recordSharedInstances, toLocalIsoDate } from '@buget/shared-domain/rules';
import { useAuthStore } from '@buget/shared-domain/auth';
import { useGlobalDateStore, useToastStore } from '@buget/shared-domain/stores';
import { createRemoteParcel } from '@buget/shared-ui/parcel';
import { App } from './App';
import { readUrlDate } from './features/day-navigator/url-date';

// The shared instances as this remote's code holds them, for the e2e one-instance check only.
recordSharedInstances('mf-daily', () => ({
  react: useState,
  supabase: getSupabase(),
  queryClient,
  authStore: useAuthStore,
  toastStore: useToastStore,
  globalDateStore: useGlobalDateStore,
}));

const lifecycles = createRemoteParcel(App, {
  name: 'mf-daily',
  build: process.env.BUGET_BUILD_ID ?? 'local',
});

/** How long the page waits for the day's answer before drawing its loader instead. */
const FIRST_DAY_WAIT_MS = 300;

/**
 * Mounts the page once the day it opens on is in the cache (the link's day, as useUrlDate takes
 * it, set first), or after FIRST_DAY_WAIT_MS: a returning user's day, asked for early by
 * index.html, is then drawn in the page's first render, without a render of its loader first.
 */
async function mount(props: Parameters<typeof lifecycles.mount>[0]): Promise<unknown> {
  const fromUrl = readUrlDate(window.location.search);
  const dates = useGlobalDateStore.getState();
  if (fromUrl && fromUrl !== dates.selectedDate) dates.setSelectedDate(fromUrl);
  await loadDailyPage(queryClient, useGlobalDateStore.getState().selectedDate, toLocalIsoDate(new Date()), FIRST_DAY_WAIT_MS);
  return lifecycles.mount(props);
}

export const { bootstrap, unmount } = lifecycles;
export { mount };
export const parcel = { bootstrap, mount, unmount };
