import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSupabase, queryClient, startAuth } from '@buget/shared-domain';
import '@buget/shared-ui/tokens.css';
import { App } from './App';
import { captureAuthRedirect } from './auth/auth-redirect';
import { loadRuntimeConfig } from './config/load-config';
import { registerAppRemotes } from './remotes/registry';
import { renderStartupError } from './startup-error';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Before supabase-js reads (and clears) what the provider put in the URL.
  captureAuthRedirect();
  try {
    const config = await loadRuntimeConfig();
    configureSupabase(config);
    registerAppRemotes(config.remotes);
  } catch (error) {
    renderStartupError(container, error);
    return;
  }
  startAuth(queryClient);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
