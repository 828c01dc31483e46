/**
 * The one-instance check of the end-to-end suite (e2e/tests/shared-instances.spec.ts): when a
 * test has defined `window.__bugetInstances` before the page loads, the shell and each remote
 * record there a function returning the shared instances (Supabase client, QueryClient, stores,
 * React, React Query) as their own code imported them, and the test compares them with ===.
 * In normal use nothing defines it, and this does nothing.
 */
export type SharedInstances = () => Record<string, unknown>;

declare global {
  interface Window {
    __bugetInstances?: Record<string, SharedInstances>;
  }
}

export function recordSharedInstances(app: string, instances: SharedInstances): void {
  if (typeof window !== 'undefined' && window.__bugetInstances) window.__bugetInstances[app] = instances;
}
