/**
 * `npm run bench:vitals`: the first screen on a slow phone, as `npm start` serves a fresh build.
 * Chromium with CDP throttling (150 ms latency, 1.6 Mbps down, 750 kbps up, CPU 4× slower), a
 * 390×844 phone screen. Two visits, each three times: /login by a new visitor, and /daily by a
 * returning signed-in user; each in a fresh browser context, first with an empty cache (cold),
 * then again in the same context (warm: a second visit).
 *
 * For every visit: JS bytes on the wire (compressed) and decoded, requests, the longest chain of
 * requests one after another, LCP and CLS, and the moment the screen is usable: for /login the
 * e-mail field takes a typed character, for /daily the page's own content (the remote's heading
 * in the content area, not only the frame) is drawn. Medians of three, the median visit's
 * breakdown (bytes by file, the chain) to bench-results/vitals.json and vitals.md, and printed.
 * Figures, not pass/fail: the issue's targets are reported beside them.
 *
 * Builds every app first (BENCH_SKIP_BUILD=1 measures what is in the dist folders as it is).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { chromium, devices, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from '@playwright/test';
import { DEMO_SIGN_IN, startLocalSupabase } from '@buget/supabase-local';
import { createAppServer } from '../../scripts/lib/serve-app';
import { PAGE_HEADINGS } from '../page-models/page-content';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { browserStorageKey } from '../support/users';
import { freePort } from './support/app-server';

const REPO = path.resolve(import.meta.dirname, '../..');
const RUNS = 3;
/** A slow phone: DevTools-style throttling through CDP (bytes per second for the throughputs). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7']!.userAgent,
  locale: 'ro-RO',
  timezoneId: 'Europe/Bucharest',
};
const TARGETS = { loginLcpMs: 1800, loginFormUsableMs: 2500, dailyDrawnWarmMs: 1500, cls: 0.02 };
/** The page is settled when no request has been open for this long (or after MAX_SETTLE_MS). */
const QUIET_MS = 2000;
const MAX_SETTLE_MS = 60_000;

type Screen = 'login' | 'daily';

type NetworkRequest = {
  id: string;
  url: string;
  type: string;
  /** Epoch milliseconds (CDP wallTime), comparable with the page's timeOrigin + performance.now(). */
  sentAt: number;
  finishedAt: number | null;
  monotonicSentAt: number;
  cache: 'memory' | 'disk' | null;
  status: number | null;
  encoding: string | null;
  wireBytes: number;
  rawBytes: number;
  initiatorType: string;
  /** The document (parser) or the scripts on the call stack (script) that made the request. */
  initiatorUrls: string[];
  /** A CORS preflight: the id of the request it cleared. */
  preflightFor: string | null;
};

type InPageFigures = {
  timeOrigin: number;
  lcp: number | null;
  lcpElement: string | null;
  shifts: LayoutShift[];
  longTasks: { t: number; duration: number }[];
  readyAt: number | null;
  typedAt: number | null;
  typedValueKept: boolean;
  /** The requests index.html started early (#start-requests, the page remote's entry) and whether the app took them. */
  early: { url: string; taken: boolean }[];
};

type LayoutShift = { t: number; value: number; sources: string[] };

type ChainLink = { url: string; type: string; startMs: number; endMs: number | null; cache: string | null; preflight: boolean };

type Visit = {
  readyMs: number | null;
  formUsableMs: number | null;
  typingWorked: boolean | null;
  lcpMs: number | null;
  lcpElement: string | null;
  cls: number;
  /** Every shift that counts, with the elements that moved (the CLS target's breakdown). */
  layoutShifts: LayoutShift[];
  longTasksBeforeReadyMs: number;
  jsWireKB: number;
  jsRawKB: number;
  allWireKB: number;
  requests: number;
  requestsOnNetwork: number;
  requestsBeforeReady: number;
  chainDepth: number;
  chain: ChainLink[];
  early: { url: string; taken: boolean }[];
  files: { url: string; type: string; wireKB: number; rawKB: number; encoding: string | null; cache: string | null; startMs: number; endMs: number | null }[];
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const shortUrl = (url: string, appUrl: string) => (url.startsWith(appUrl) ? url.slice(appUrl.length) : url.replace(/^https?:\/\/[^/]+/, '(api)'));

/**
 * Records every request of one page through CDP: what went over the network and what came from
 * the cache, bytes on the wire (loadingFinished's encodedDataLength, headers included) and decoded
 * (the sum of dataReceived's dataLength), and who asked for it (the initiator).
 */
function recordNetwork(cdp: CDPSession) {
  const requests = new Map<string, NetworkRequest>();
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());

  cdp.on('Network.requestWillBeSent', (event) => {
    touch();
    const previous = requests.get(event.requestId);
    if (previous && event.redirectResponse) {
      // A redirect: the first hop is a request of its own.
      requests.set(`${event.requestId}:${previous.url}`, { ...previous, finishedAt: previous.sentAt + (event.timestamp - previous.monotonicSentAt) * 1000 });
    }
    const stackUrls: string[] = [];
    for (let stack = event.initiator.stack; stack; stack = stack.parent) {
      for (const frame of stack.callFrames) if (frame.url && !stackUrls.includes(frame.url)) stackUrls.push(frame.url);
    }
    requests.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      sentAt: event.wallTime * 1000,
      monotonicSentAt: event.timestamp,
      finishedAt: null,
      cache: null,
      status: null,
      encoding: null,
      wireBytes: 0,
      rawBytes: 0,
      initiatorType: event.initiator.type,
      initiatorUrls: event.initiator.type === 'script' ? stackUrls : event.initiator.url ? [event.initiator.url] : [],
      preflightFor: event.initiator.type === 'preflight' ? (event.initiator.requestId ?? null) : null,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.cache = 'memory';
  });
  cdp.on('Network.responseReceived', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    if (event.response.fromDiskCache) request.cache = 'disk';
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    request.encoding = headers['content-encoding'] ?? null;
  });
  cdp.on('Network.dataReceived', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (request) request.rawBytes += event.dataLength;
  });
  const finish = (requestId: string, timestamp: number, wireBytes: number) => {
    touch();
    const request = requests.get(requestId);
    if (!request) return;
    request.finishedAt = request.sentAt + (timestamp - request.monotonicSentAt) * 1000;
    request.wireBytes = request.cache ? 0 : wireBytes;
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp, 0));

  return {
    requests,
    /** Resolves once no request has been open for QUIET_MS. */
    async settled(): Promise<void> {
      const deadline = Date.now() + MAX_SETTLE_MS;
      for (;;) {
        const open = [...requests.values()].some((request) => request.finishedAt === null);
        if ((!open && Date.now() - lastActivity >= QUIET_MS) || Date.now() > deadline) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/**
 * The longest chain of requests one after another, from the initiators CDP reports:
 * - a request the HTML parser made waits for its document;
 * - a request a script made waits for every script on its call stack (a chunk loader lives in
 *   main.js or remoteEntry.js, but it runs because the chunk that needs the next one called it,
 *   so the whole stack counts, not only its top frame);
 * - it also waits for a fetch made from the same scripts that finished before it was sent (a
 *   timing dependency: the federation runtime reads mf-manifest.json, then adds remoteEntry.js;
 *   the app reads config.json, then asks the API). CDP names the code that made a request, not
 *   the response that code awaited, so this part is inferred from the order in time; a fetch
 *   from the request's own folder is taken first (a remote's manifest, not another remote's
 *   that happened to finish later).
 * Its parent is the one of those that finished last. A request counts one step if it went to the
 * network (a 304 revalidation too), none if the cache answered, and its CORS preflight one more.
 * Requests sent after the screen was usable are left out: they are not in its way.
 */
const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

function longestChain(requests: NetworkRequest[], appUrl: string): { depth: number; chain: ChainLink[] } {
  const preflights = new Map(requests.filter((r) => r.preflightFor).map((r) => [r.preflightFor!, r]));
  const ordered = requests.filter((r) => !r.preflightFor).sort((a, b) => a.sentAt - b.sentAt);
  const depth = new Map<string, number>();
  const parent = new Map<string, NetworkRequest>();
  const shared = (a: string[], b: string[]) => a.some((url) => b.includes(url));
  for (const request of ordered) {
    const before = ordered.filter((other) => other !== request && other.sentAt <= request.sentAt);
    const byInitiator = request.initiatorUrls
      .map((url) => before.filter((other) => other.url === url).at(-1))
      .filter((other): other is NetworkRequest => other !== undefined);
    const fetched =
      request.initiatorType === 'script'
        ? before.filter((other) => (other.type === 'Fetch' || other.type === 'XHR') && other.finishedAt !== null && other.finishedAt <= request.sentAt && shared(other.initiatorUrls, request.initiatorUrls))
        : [];
    const sameFolder = fetched.filter((other) => folderOf(other.url) === folderOf(request.url));
    const byTiming = sameFolder.length > 0 ? sameFolder : fetched;
    const end = (other: NetworkRequest) => Math.min(other.finishedAt ?? request.sentAt, request.sentAt);
    const found = [...byInitiator, ...byTiming].sort((a, b) => end(b) - end(a))[0];
    const steps = (request.cache ? 0 : 1) + (preflights.get(request.id)?.cache === null ? 1 : 0);
    depth.set(request.id, (found ? depth.get(found.id)! : 0) + steps);
    if (found) parent.set(request.id, found);
  }
  const deepest = ordered.sort((a, b) => depth.get(b.id)! - depth.get(a.id)! || a.sentAt - b.sentAt)[0];
  const chain: ChainLink[] = [];
  for (let link = deepest; link; link = parent.get(link.id)) {
    chain.unshift({ url: shortUrl(link.url, appUrl), type: link.type, startMs: link.sentAt, endMs: link.finishedAt, cache: link.cache, preflight: preflights.get(link.id)?.cache === null });
  }
  return { depth: deepest ? depth.get(deepest.id)! : 0, chain };
}

/** Runs in the page before its scripts: LCP, layout shifts, long tasks, and the usable moment. */
function inPageScript(screen: Screen): string {
  // A string, not a function: tsx would add helpers (__name) the page does not have.
  return `(() => {
    const screen = ${JSON.stringify(screen)};
    const heading = ${JSON.stringify(PAGE_HEADINGS['/daily'])};
    const v = (window.__vitals = { lcp: null, lcpElement: null, shifts: [], longTasks: [], readyAt: null, typedAt: null });
    const describe = (el) => {
      if (!el) return null;
      const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '';
      return el.tagName.toLowerCase() + cls + (text ? ' "' + text + '"' : '');
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) { v.lcp = e.startTime; v.lcpElement = describe(e.element); }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.hadRecentInput) v.shifts.push({ t: e.startTime, value: e.value, sources: e.sources.map((s) => describe(s.node)).filter(Boolean) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) v.longTasks.push({ t: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    const target = () => {
      if (screen === 'login') return document.querySelector('form[aria-label="Autentificare"] input[name="email"]');
      const main = document.querySelector('main#continut');
      return main ? [...main.querySelectorAll('h1, h2, h3')].find((h) => h.textContent.trim() === heading) : null;
    };
    const usable = (el) => el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.disabled && !el.readOnly;
    // Checked in every frame from the start: the first frame in which it is there and visible.
    const check = () => { if (usable(target())) v.readyAt = performance.now(); else requestAnimationFrame(check); };
    requestAnimationFrame(check);
    // The moment the typed character reaches the field: the page ran the key press.
    document.addEventListener('input', (e) => {
      if (v.typedAt === null && e.target && e.target.name === 'email' && e.target.value) v.typedAt = performance.now();
    }, true);
  })()`;
}

/** CLS: the largest burst of layout shifts (gaps under 1 s, at most 5 s long), as web-vitals computes it. */
function cumulativeLayoutShift(shifts: LayoutShift[]): number {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current > 0 && shift.t - last < 1000 && shift.t - first < 5000) current += shift.value;
    else {
      current = shift.value;
      first = shift.t;
    }
    last = shift.t;
    worst = Math.max(worst, current);
  }
  return Math.round(worst * 10_000) / 10_000;
}

async function visit(context: BrowserContext, url: string, screen: Screen, appUrl: string): Promise<Visit> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const network = recordNetwork(cdp);
  await page.addInitScript(inPageScript(screen));

  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __vitals: InPageFigures }).__vitals.readyAt !== null, null, { polling: 'raf', timeout: 60_000 });
  if (screen === 'login') {
    // Typed as soon as the field shows: it counts once the page has run the key press.
    const field = page.locator('form[aria-label="Autentificare"] input[name="email"]');
    await field.focus();
    await page.keyboard.type('d');
    await page.waitForFunction(() => (window as unknown as { __vitals: InPageFigures }).__vitals.typedAt !== null, null, { timeout: 60_000 });
  }
  await network.settled();
  const figures = (await page.evaluate(`({
    ...window.__vitals,
    timeOrigin: performance.timeOrigin,
    typedValueKept: document.querySelector('input[name="email"]')?.value === 'd',
    early: [
      ...(window.__bugetPrefetched || []).map((entry) => ({ url: entry.url, taken: entry.taken === true })),
      ...[...document.querySelectorAll('head script[async][src*="remoteEntry"]')].map((script) => ({ url: script.src, taken: !window.__bugetEarlyEntries || Object.keys(window.__bugetEarlyEntries).length === 0 })),
    ],
  })`)) as InPageFigures;
  await page.close();

  const readyMs = figures.readyAt;
  const usableMs = screen === 'login' ? figures.typedAt : readyMs;
  const all = [...network.requests.values()].map((request) => ({
    ...request,
    sentAt: request.sentAt - figures.timeOrigin,
    finishedAt: request.finishedAt === null ? null : request.finishedAt - figures.timeOrigin,
  }));
  const beforeReady = all.filter((request) => usableMs === null || request.sentAt <= usableMs);
  const scripts = all.filter((request) => request.type === 'Script');
  const { depth, chain } = longestChain(beforeReady, appUrl);
  return {
    readyMs: readyMs === null ? null : Math.round(readyMs),
    formUsableMs: screen === 'login' && figures.typedAt !== null ? Math.round(figures.typedAt) : null,
    typingWorked: screen === 'login' ? figures.typedValueKept : null,
    lcpMs: figures.lcp === null ? null : Math.round(figures.lcp),
    lcpElement: figures.lcpElement,
    cls: cumulativeLayoutShift(figures.shifts),
    layoutShifts: figures.shifts.map((shift) => ({ ...shift, t: Math.round(shift.t), value: Math.round(shift.value * 10_000) / 10_000 })),
    longTasksBeforeReadyMs: Math.round(figures.longTasks.filter((task) => usableMs === null || task.t < usableMs).reduce((sum, task) => sum + task.duration, 0)),
    jsWireKB: kb(scripts.reduce((sum, request) => sum + request.wireBytes, 0)),
    jsRawKB: kb(scripts.reduce((sum, request) => sum + request.rawBytes, 0)),
    allWireKB: kb(all.reduce((sum, request) => sum + request.wireBytes, 0)),
    requests: all.length,
    requestsOnNetwork: all.filter((request) => !request.cache).length,
    requestsBeforeReady: beforeReady.length,
    chainDepth: depth,
    chain: chain.map((link) => ({ ...link, startMs: Math.round(link.startMs), endMs: link.endMs === null ? null : Math.round(link.endMs) })),
    early: figures.early.map((request) => ({ ...request, url: shortUrl(request.url, appUrl) })),
    files: all
      .sort((a, b) => b.wireBytes - a.wireBytes || b.rawBytes - a.rawBytes)
      .map((request) => ({
        url: shortUrl(request.url, appUrl),
        type: request.preflightFor ? 'Preflight' : request.type,
        wireKB: kb(request.wireBytes),
        rawKB: kb(request.rawBytes),
        encoding: request.encoding,
        cache: request.cache,
        startMs: Math.round(request.sentAt),
        endMs: request.finishedAt === null ? null : Math.round(request.finishedAt),
      })),
  };
}

type Scenario = { name: string; screen: Screen; cache: 'cold' | 'warm'; visits: Visit[] };

/** Each run: a fresh context, the first visit (cold), then the same address again (warm). */
async function measure(browser: Browser, appUrl: string, screen: Screen, storageState?: BrowserContextOptions['storageState']) {
  const cold: Visit[] = [];
  const warm: Visit[] = [];
  const url = `${appUrl}/${screen}`;
  for (let run = 0; run < RUNS; run += 1) {
    // The shell's service worker is blocked: CDP's network throttling does not reach the requests a
    // worker makes itself (Chromium accepts the conditions on its target and sends them unthrottled),
    // so a worker on the path would look faster than it is. Its cost is measured apart (decisions.md).
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', ...(storageState ? { storageState } : {}) });
    cold.push(await visit(context, url, screen, appUrl));
    warm.push(await visit(context, url, screen, appUrl));
    await context.close();
    console.log(`  /${screen} run ${run + 1}: cold ${cold.at(-1)!.readyMs} ms, warm ${warm.at(-1)!.readyMs} ms to the screen`);
  }
  return [
    { name: `/${screen} cold`, screen, cache: 'cold', visits: cold },
    { name: `/${screen} warm`, screen, cache: 'warm', visits: warm },
  ] satisfies Scenario[];
}

const MEDIAN_FIELDS = ['readyMs', 'formUsableMs', 'lcpMs', 'cls', 'longTasksBeforeReadyMs', 'jsWireKB', 'jsRawKB', 'allWireKB', 'requests', 'requestsOnNetwork', 'requestsBeforeReady', 'chainDepth'] as const;

function summarise(scenario: Scenario) {
  const medians = Object.fromEntries(
    MEDIAN_FIELDS.map((field) => {
      const values = scenario.visits.map((v) => v[field]).filter((value): value is number => value !== null);
      return [field, values.length === scenario.visits.length ? median(values) : null];
    }),
  ) as Record<(typeof MEDIAN_FIELDS)[number], number | null>;
  // The breakdown is the visit whose usable moment is the median one.
  const key = (v: Visit) => (scenario.screen === 'login' ? v.formUsableMs : v.readyMs) ?? Infinity;
  const medianVisit = [...scenario.visits].sort((a, b) => key(a) - key(b))[Math.floor(scenario.visits.length / 2)]!;
  return {
    median: { ...medians, typingWorked: scenario.screen === 'login' ? scenario.visits.every((v) => v.typingWorked) : null },
    samples: scenario.visits.map(({ chain: _chain, files: _files, layoutShifts: _shifts, early: _early, ...figures }) => figures),
    medianVisit: { lcpElement: medianVisit.lcpElement, layoutShifts: medianVisit.layoutShifts, chain: medianVisit.chain, early: medianVisit.early, files: medianVisit.files },
  };
}

function report(summaries: Record<string, ReturnType<typeof summarise>>): string {
  const get = (name: string) => summaries[name]!.median;
  const names = Object.keys(summaries);
  const row = (label: string, value: (name: string) => string) => `| ${label} | ${names.map(value).join(' | ')} |`;
  const num = (field: (typeof MEDIAN_FIELDS)[number], unit = '') => (name: string) => {
    const value = get(name)[field];
    return value === null ? '—' : `${value}${unit}`;
  };
  const verdict = (value: number | null, limit: number) => (value === null ? 'not measured' : value < limit ? 'met' : 'MISSED');
  const lines = [
    `# bench:vitals — slow phone (${NETWORK.latency} ms, 1.6 Mbps down, 750 kbps up, CPU ${CPU_SLOWDOWN}× slower, ${PHONE.viewport.width}×${PHONE.viewport.height})`,
    '',
    `Medians of ${RUNS} runs. Cold: a fresh browser context; warm: the same address again in that context.`,
    '',
    `| | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---:').join('|')}|`,
    row('JS on the wire (KB)', num('jsWireKB')),
    row('JS decoded (KB)', num('jsRawKB')),
    row('everything on the wire (KB)', num('allWireKB')),
    row('requests (on the network)', (name) => `${get(name).requests} (${get(name).requestsOnNetwork})`),
    row('requests before usable', num('requestsBeforeReady')),
    row('longest request chain', num('chainDepth')),
    row('LCP (ms)', num('lcpMs')),
    row('CLS', num('cls')),
    row('long tasks before usable (ms)', num('longTasksBeforeReadyMs')),
    row('sign-in form shown (ms)', (name) => (name.startsWith('/login') ? num('readyMs')(name) : '')),
    row('sign-in form takes input (ms)', (name) => (name.startsWith('/login') ? num('formUsableMs')(name) : '')),
    row('page drawn (ms)', (name) => (name.startsWith('/daily') ? num('readyMs')(name) : '')),
    '',
    'Targets (issue 10):',
    `- /login LCP < ${TARGETS.loginLcpMs} ms (cold): ${get('/login cold').lcpMs} ms, ${verdict(get('/login cold').lcpMs, TARGETS.loginLcpMs)}`,
    `- /login form usable < ${TARGETS.loginFormUsableMs} ms (cold): ${get('/login cold').formUsableMs} ms, ${verdict(get('/login cold').formUsableMs, TARGETS.loginFormUsableMs)}`,
    `- returning /daily drawn < ${TARGETS.dailyDrawnWarmMs} ms (warm): ${get('/daily warm').readyMs} ms, ${verdict(get('/daily warm').readyMs, TARGETS.dailyDrawnWarmMs)}`,
    `- CLS < ${TARGETS.cls}: ${names.map((name) => `${name} ${get(name).cls}`).join(', ')}; ${names.every((name) => verdict(get(name).cls, TARGETS.cls) === 'met') ? 'met' : 'MISSED'}`,
  ];
  for (const name of names) {
    const { lcpElement, layoutShifts, chain, early, files } = summaries[name]!.medianVisit;
    lines.push('', `## ${name} (the median run)`, '', `LCP element: ${lcpElement ?? '—'}`);
    if (early.length > 0) {
      lines.push('', 'Started by index.html before the bundles (a returning user), and taken by the app or not:');
      for (const request of early) lines.push(`- ${request.url}: ${request.taken ? 'taken' : 'NOT taken'}`);
    }
    if (layoutShifts.length > 0) {
      lines.push('', 'Layout shifts:');
      for (const shift of layoutShifts) lines.push(`- ${shift.t} ms: ${shift.value} (${shift.sources.join(', ') || 'no element named'})`);
    }
    lines.push('', `Longest chain (${chain.length} requests; a request from the cache adds no step, a CORS preflight adds one):`);
    for (const link of chain) {
      lines.push(`- ${link.startMs}–${link.endMs ?? '?'} ms ${link.type} ${link.url}${link.cache ? ` (${link.cache} cache)` : ''}${link.preflight ? ' (after a CORS preflight)' : ''}`);
    }
    lines.push('', 'Largest transfers:', '', '| file | type | on the wire KB | decoded KB | encoding | from | start–end ms |', '|---|---|---:|---:|---|---|---|');
    for (const file of files.filter((f) => f.wireKB > 0 || f.type === 'Script').slice(0, 15)) {
      lines.push(`| ${file.url.slice(0, 70)} | ${file.type} | ${file.wireKB} | ${file.rawKB} | ${file.encoding ?? '—'} | ${file.cache ?? 'network'} | ${file.startMs}–${file.endMs ?? '?'} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') execFileSync('npx', ['lerna', 'run', 'build'], { cwd: REPO, stdio: 'inherit' });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buget-bench-vitals-'));
  const appPort = await freePort();
  const appUrl = `http://localhost:${appPort}`;
  const supabase = await startLocalSupabase({ port: 0, dataDir, env: { ...process.env, SITE_URL: appUrl } });
  const server = createAppServer({ port: appPort, supabaseUrl: supabase.url, supabaseAnonKey: supabase.anonKey });
  await new Promise<void>((resolve) => server.listen(appPort, resolve));
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    // A returning user: the session supabase-js keeps in localStorage, as after a sign-in.
    const client = createClient(supabase.url, supabase.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { data, error } = await client.auth.signInWithPassword(DEMO_SIGN_IN);
    if (!data.session) throw error ?? new Error('demo sign-in failed');
    const signedIn = {
      cookies: [],
      origins: [{ origin: appUrl, localStorage: [{ name: browserStorageKey(supabase.url), value: JSON.stringify(data.session) }] }],
    };

    const scenarios = [...(await measure(browser, appUrl, 'login')), ...(await measure(browser, appUrl, 'daily', signedIn))];
    const summaries = Object.fromEntries(scenarios.map((scenario) => [scenario.name, summarise(scenario)]));
    const result = {
      measuredAt: new Date().toISOString(),
      conditions: { network: { latencyMs: NETWORK.latency, downKbps: 1600, upKbps: 750 }, cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE.viewport, runs: RUNS },
      targets: TARGETS,
      scenarios: summaries,
    };
    const text = report(summaries);
    fs.mkdirSync(path.join(REPO, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(REPO, 'bench-results/vitals.json'), `${JSON.stringify(result, null, 2)}\n`);
    fs.writeFileSync(path.join(REPO, 'bench-results/vitals.md'), text);
    console.log(`\n${text}`);
    console.log('→ bench-results/vitals.json, bench-results/vitals.md');
  } finally {
    await browser.close();
    server.close();
    await supabase.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
