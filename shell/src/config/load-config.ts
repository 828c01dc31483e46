import { parseRuntimeConfig, type RuntimeConfig } from '@buget/shared-domain/data';

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
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const early = window.__bugetConfig;
  window.__bugetConfig = undefined;
  const response = await (early ?? fetch('/config.json', { cache: 'no-store' }));
  if (!response.ok) throw new Error(`config.json could not be read (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
