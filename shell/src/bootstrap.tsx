import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { configureSupabase, getSupabase, queryClient } from '@buget/shared-domain/data';
import { recordSharedInstances } from '@buget/shared-domain/rules';
import { configurePasswordPolicy, startAuth, useAuthStore } from '@buget/shared-domain/auth';
import { startAppearance, useAppSettingsStore } from '@buget/shared-domain/settings';
import { useGlobalDateStore, useLayoutStore, useNavigationStateStore, useToastStore } from '@buget/shared-domain/stores';
import { App } from './App';
import { captureAuthRedirect } from './auth/auth-redirect';
import { appPageAt, setAppPages } from './config/app-pages';
import { loadRuntimeConfig } from './config/load-config';
import { parcelOf, registerAppRemotes } from './remotes/registry';
import { recordPageRemotes, recordSignedIn } from './remotes/start-hints';
import { registerServiceWorker } from './service-worker/register-service-worker';
import { loadSignedInRoutes } from './routes/signed-in-loader';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Before supabase-js reads (and clears) what the provider put in the URL.
  captureAuthRedirect();
  // Theme and density from the settings, kept in step with them from now on.
  startAppearance();
  // A returning user (a session is stored): the frame's chunk, and the remote of the page asked
  // for, load while the session is restored and the balance initialised, instead of after.
  const returning = useAuthStore.getState().isAuthenticated;
  if (returning) void loadSignedInRoutes();
  try {
    const config = await loadRuntimeConfig();
    configureSupabase(config);
    configurePasswordPolicy(config.passwordPolicy);
    // The shared instances as the shell's code holds them, for the e2e one-instance check only.
    recordSharedInstances('shell', () => ({
      react: useState,
      reactQuery: QueryClient,
      supabase: getSupabase(),
      queryClient,
      authStore: useAuthStore,
      toastStore: useToastStore,
      layoutStore: useLayoutStore,
      navigationStore: useNavigationStateStore,
      globalDateStore: useGlobalDateStore,
      settingsStore: useAppSettingsStore,
    }));
    // The signed-in pages come from config.json, validated: the navigation, routes, palette,
    // shortcuts and help read them from now on.
    setAppPages(config.pages);
    const manifests = registerAppRemotes(config.remotes);
    // For index.html on the next visit: the current page's manifest and remoteEntry.js are asked
    // for with config.json, before the bundles have run, when a user is signed in.
    recordPageRemotes(Object.fromEntries(config.pages.map((page) => [page.path, page.remote])), manifests);
    recordSignedIn(returning);
    useAuthStore.subscribe((state) => recordSignedIn(state.isAuthenticated));
    const page = returning ? appPageAt(window.location.pathname) : undefined;
    if (page) void parcelOf(page.remote);
  } catch (error) {
    // The error screen is a chunk of its own, out of every start that works; should it not load
    // either, the message alone.
    await import('./startup-error')
      .then(({ renderStartupError }) => renderStartupError(container, error))
      .catch(() => {
        container.textContent = error instanceof Error ? error.message : String(error);
      });
    return;
  }
  startAuth(queryClient);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The app's files kept for a start without the network (after the page has loaded).
  registerServiceWorker();
}

void start();
