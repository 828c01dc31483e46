import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Retries a remote's manifest fetch and entry script a few times before the load fails and
 * the page's error boundary takes over (which then retries on the chunk-load schedule).
 * @public Loaded by path: module-federation.config.ts lists it in runtimePlugins.
 */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 300 },
    script: { retryTimes: 2, retryDelay: 300 },
  });
}
