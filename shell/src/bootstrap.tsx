import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSupabase } from '@buget/shared-domain';
import '@buget/shared-ui/tokens.css';
import { App } from './App';
import { loadRuntimeConfig } from './config/load-config';
import { registerAppRemotes } from './remotes/registry';
import { renderStartupError } from './startup-error';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  try {
    const config = await loadRuntimeConfig();
    configureSupabase(config);
    registerAppRemotes(config.remotes);
  } catch (error) {
    renderStartupError(container, error);
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
