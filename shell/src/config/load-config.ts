import { parseRuntimeConfig, type RuntimeConfig } from '@buget/shared-domain/data';

/** Reads config.json beside index.html at start: the app is configured at run time, not build time. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json could not be read (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
