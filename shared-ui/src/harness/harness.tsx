import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { configurePasswordPolicy } from '@buget/shared-domain/auth';
import { configureSupabase, parseRuntimeConfig } from '@buget/shared-domain/data';
import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import '@buget/shared-ui/tokens.css';
import './harness.css';

/**
 * A remote's standalone page (`npm run dev -w mf-<name>`): reads the same config.json as the
 * shell, configures the shared Supabase client and password policy and mounts the remote's parcel alone, so its
 * team can work without the shell.
 */
export async function mountHarness(parcel: ParcelConfig<RemoteParcelProps>, remoteName: string): Promise<void> {
  const response = await fetch('/config.json');
  const config = parseRuntimeConfig(await response.json());
  configureSupabase(config);
  configurePasswordPolicy(config.passwordPolicy);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the harness page');
  root.className = 'bg-harness';
  const banner = document.createElement('header');
  banner.className = 'bg-harness__banner';
  banner.textContent = `${remoteName} — pagină de dezvoltare (fără shell)`;
  const host = document.createElement('main');
  host.className = 'bg-harness__page';
  root.append(banner, host);

  const navigate = (to: string) => {
    window.history.pushState(null, '', to);
  };
  mountRootParcel(parcel, { domElement: host, basePath: window.location.pathname, navigate });
}
