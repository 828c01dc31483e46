import { useState } from 'react';
import { getSupabase, queryClient } from '@buget/shared-domain/data';
import { recordSharedInstances } from '@buget/shared-domain/rules';
import { useAuthStore } from '@buget/shared-domain/auth';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { useToastStore } from '@buget/shared-domain/stores';
import { createRemoteParcel } from '@buget/shared-ui/parcel';
import { App } from './App';

// The shared instances as this remote's code holds them, for the e2e one-instance check only.
recordSharedInstances('mf-transactions', () => ({
  react: useState,
  supabase: getSupabase(),
  queryClient,
  authStore: useAuthStore,
  toastStore: useToastStore,
  settingsStore: useAppSettingsStore,
}));

export const { bootstrap, mount, unmount } = createRemoteParcel(App, {
  name: 'mf-transactions',
  build: process.env.BUGET_BUILD_ID ?? 'local',
});
export const parcel = { bootstrap, mount, unmount };
