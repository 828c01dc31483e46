export type StartupTiming = { timeToFirstByte: number; domContentLoaded: number; load: number };
export type RemoteLoadTiming = { name: string; files: number; transferredBytes: number; duration: number };

export function measureStartup(): StartupTiming | null {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation) return null;
  return {
    timeToFirstByte: navigation.responseStart,
    domContentLoaded: navigation.domContentLoadedEventEnd,
    load: navigation.loadEventEnd,
  };
}

/** Groups the files fetched under /remotes/<name>/ by remote: how many, how big, how long. */
export function measureRemoteLoads(): RemoteLoadTiming[] {
  const byRemote = new Map<string, { files: number; bytes: number; start: number; end: number }>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const match = /\/remotes\/([^/]+)\//.exec(new URL(entry.name).pathname);
    if (!match?.[1]) continue;
    const current = byRemote.get(match[1]) ?? { files: 0, bytes: 0, start: entry.startTime, end: entry.responseEnd };
    current.files += 1;
    current.bytes += entry.transferSize;
    current.start = Math.min(current.start, entry.startTime);
    current.end = Math.max(current.end, entry.responseEnd);
    byRemote.set(match[1], current);
  }
  return [...byRemote].map(([name, timing]) => ({
    name,
    files: timing.files,
    transferredBytes: timing.bytes,
    duration: timing.end - timing.start,
  }));
}
