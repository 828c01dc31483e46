import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteEntry } from '../remotes/start-hints';

declare global {
  interface Window {
    /**
     * Remote name → the remoteEntry.js index.html ran as a <script> from the start hints, once it
     * had loaded (null: none ran — the hint was not one of the remote's own files, or failed).
     */
    __bugetEarlyEntries?: Record<string, Promise<string | null>>;
  }
}

/**
 * A returning user's page remote: once config.json has answered, index.html runs the remoteEntry.js
 * of the start hints — only one of that remote's own files, beside the manifest config.json names
 * — before the bundles have run, and the runtime takes the container it defined instead of loading
 * the entry itself (runtime-core looks for the entry's global first). Here the runtime waits for
 * that script rather than adding a second one, and drops what it defined when the manifest now
 * names another remoteEntry.js (the remote moved or the hint is stale), so the runtime loads the
 * right one. The entry the runtime used is recorded for the next visit.
 * @public Loaded by path: module-federation.config.ts lists it in runtimePlugins.
 */
export default function earlyEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'buget-early-entry',
    async loadEntry({ remoteInfo }) {
      const early = window.__bugetEarlyEntries?.[remoteInfo.name];
      if (!early) return undefined;
      delete window.__bugetEarlyEntries![remoteInfo.name];
      if ((await early) !== remoteInfo.entry) Reflect.deleteProperty(globalThis, remoteInfo.entryGlobalName);
      return undefined;
    },
    afterLoadEntry({ remoteInfo, remoteEntryExports }) {
      if (remoteEntryExports) recordRemoteEntry(remoteInfo.name, remoteInfo.entry);
    },
  };
}
