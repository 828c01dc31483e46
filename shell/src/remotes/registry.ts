import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { trackPromise } from '../routes/tracked-promise';

type RemoteEntry = { name: string; entry: string };

let remotes: RemoteEntry[] = [];
const parcels = new Map<string, Promise<ParcelConfig<RemoteParcelProps>>>();

/**
 * Registers the remotes named in config.json with the federation runtime; returns each remote's
 * manifest URL, absolute, as the runtime fetches it.
 */
export function registerAppRemotes(manifests: Record<string, string>): Record<string, string> {
  remotes = Object.entries(manifests).map(([name, entry]) => ({
    name,
    entry: new URL(entry, window.location.href).href,
  }));
  registerRemotes(remotes);
  return Object.fromEntries(remotes.map(({ name, entry }) => [name, entry]));
}

/** The minimum loader delay is RemotePage's: a parcel loaded before its page shows needs none. */
async function fetchParcel(name: string): Promise<ParcelConfig<RemoteParcelProps>> {
  const module = await loadRemote<ParcelConfig<RemoteParcelProps>>(`${name}/parcel`);
  if (!module) throw new Error(`Modulul paginii (${name}) nu a putut fi încărcat.`);
  return module;
}

/**
 * The parcel of a remote, loaded once and then kept. The promise is stable across renders so
 * React's `use` can suspend on it; a failed load is forgotten by `forgetRemote`.
 */
export function parcelOf(name: string): Promise<ParcelConfig<RemoteParcelProps>> {
  let parcel = parcels.get(name);
  if (!parcel) {
    parcel = trackPromise(fetchParcel(name));
    parcels.set(name, parcel);
  }
  return parcel;
}

/**
 * Drops everything the runtime cached about a remote that failed to load (its manifest,
 * its entry, our parcel promise) so the next attempt fetches it afresh: recovery without a
 * full page reload.
 */
export function forgetRemote(name: string): void {
  parcels.delete(name);
  const remote = remotes.find((candidate) => candidate.name === name);
  if (remote) registerRemotes([remote], { force: true });
}
