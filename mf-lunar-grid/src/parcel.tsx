import { useState } from 'react';
import { getSupabase, queryClient } from '@buget/shared-domain/data';
import { recordSharedInstances } from '@buget/shared-domain/rules';
import { useAuthStore } from '@buget/shared-domain/auth';
import { selectedMonthKey, useGlobalDateStore, useLayoutStore, useToastStore } from '@buget/shared-domain/stores';
import { createRemoteParcel } from '@buget/shared-ui/parcel';
import { App } from './App';
import { prefetchGrid } from './features/month-grid/prefetch';

// The shared instances as this remote's code holds them, for the e2e one-instance check only.
recordSharedInstances('mf-lunar-grid', () => ({
  react: useState,
  supabase: getSupabase(),
  queryClient,
  authStore: useAuthStore,
  toastStore: useToastStore,
  globalDateStore: useGlobalDateStore,
  layoutStore: useLayoutStore,
}));

// The month's reads start with the module, while the shell's loader is still up.
prefetchGrid(queryClient, selectedMonthKey(useGlobalDateStore.getState()));

export const { bootstrap, mount, unmount } = createRemoteParcel(App, {
  name: 'mf-lunar-grid',
  build: process.env.BUGET_BUILD_ID ?? 'local',
});
export const parcel = { bootstrap, mount, unmount };
