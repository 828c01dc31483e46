import { parseAppConfig, RuntimeConfigError, type AppConfig } from '@buget/shared-domain/data';

declare global {
  interface Window {
    /** config.json's response, asked for by an inline script in index.html before any bundle loads. */
    __bugetConfig?: Promise<Response>;
  }
}

/**
 * Reads config.json beside index.html at start: the app is configured at run time, not build
 * time. The request index.html started is used (once); without it, config.json is fetched here.
 */
export async function loadRuntimeConfig(): Promise<AppConfig> {
  const early = window.__bugetConfig;
  window.__bugetConfig = undefined;
  const response = await (early ?? fetch('/config.json', { cache: 'no-store' })).catch(() => {
    throw new Error('Fișierul config.json nu a putut fi citit: verifică conexiunea la internet.');
  });
  if (!response.ok) throw new Error(`Fișierul config.json nu a putut fi citit (HTTP ${response.status}).`);
  const json: unknown = await response.json().catch(() => {
    throw new RuntimeConfigError([{ path: '(tot fișierul)', message: 'nu este JSON valid' }]);
  });
  return parseAppConfig(json);
}
