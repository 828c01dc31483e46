/**
 * `npm run bench:bundle`: what a first visit of /daily costs each app (gzipped JS and CSS, as
 * fetched from what `npm start` serves), and how long building everything and one remote takes.
 * Budget (issue 2, moved by issue 10): the shell's first-load JS at most 170 KB gzipped besides react-dom.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { DEMO_SIGN_IN } from '@buget/supabase-local';
import { startBenchApp, type BenchApp } from './support/app-server';
import { launchChromium, signedInPage } from './support/browser';
import { writeBenchResult } from './support/results';

const REPO = path.resolve(import.meta.dirname, '../..');
const SHELL_BUDGET_KB = 170;

function timeCommand(args: string[]): number {
  const started = performance.now();
  execFileSync('npx', args, { cwd: REPO, stdio: 'ignore' });
  return (performance.now() - started) / 1000;
}

/** The shell's react-dom files, from its manifest (react-dom is budgeted apart). */
function reactDomFiles(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'shell/dist/mf-manifest.json'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const react = new Set(manifest.shared.find((entry) => entry.name === 'react')?.assets.js.sync ?? []);
  return new Set(
    manifest.shared
      .filter((entry) => entry.name === 'react-dom' || entry.name === 'react-dom/client')
      .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
      .filter((file) => !react.has(file)),
  );
}

type AppFigures = { js: number; css: number; files: number };

/** Who a source belongs to: an npm package, a workspace package, or the shell's own code. */
function ownerOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const workspace = /(shared-domain|shared-ui|shell)\/src\//.exec(source);
  if (workspace) return workspace[1] === 'shell' ? 'shell (own code)' : `@buget/${workspace[1]}`;
  return '(bundler runtime)';
}

/**
 * The shell's first-load JS by owner: each file's gzipped size shared out by how many generated
 * characters its source map gives each source (an estimate; gzip does not compress evenly).
 */
function breakdown(files: { file: string; gzipped: number }[]): Record<string, number> {
  const owners: Record<string, number> = {};
  for (const { file, gzipped } of files) {
    const code = fs.readFileSync(path.join(REPO, 'shell/dist', file), 'utf8');
    const mapPath = path.join(REPO, 'shell/dist', `${file}.map`);
    if (!fs.existsSync(mapPath)) {
      owners['(no source map)'] = (owners['(no source map)'] ?? 0) + gzipped;
      continue;
    }
    const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapPath, 'utf8')) as RawSourceMap);
    const lines = code.split('\n');
    const mappings: { line: number; column: number; owner: string }[] = [];
    consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, owner: m.source ? ownerOf(m.source) : '(bundler runtime)' }));
    const chars: Record<string, number> = {};
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const end = next && next.line === m.line ? next.column : (lines[m.line - 1]?.length ?? m.column);
      chars[m.owner] = (chars[m.owner] ?? 0) + Math.max(0, end - m.column);
    });
    for (const [owner, n] of Object.entries(chars)) owners[owner] = (owners[owner] ?? 0) + (n / code.length) * gzipped;
  }
  return Object.fromEntries(Object.entries(owners).sort((a, b) => b[1] - a[1]).map(([owner, bytes]) => [owner, kb(bytes)]));
}
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function firstVisitOfDaily(app: BenchApp) {
  const appUrl = app.appUrl;
  const browser = await launchChromium();
  const page = await signedInPage(await browser.newContext(), app, DEMO_SIGN_IN);
  const bodies: { app: string; file: string; kind: 'js' | 'css'; gzipped: number }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || url.origin !== appUrl) return;
    const app = /^\/remotes\/([^/]+)\//.exec(url.pathname)?.[1] ?? 'shell';
    const body = await response.body().catch(() => null);
    if (body) bodies.push({ app, file: path.basename(url.pathname), kind, gzipped: gzipSync(body).length });
  });
  await page.goto(`${appUrl}/daily`);
  await page.locator('[data-remote="mf-daily"]').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await browser.close();
  return bodies;
}

async function main(): Promise<void> {
  const buildAll = timeCommand(['lerna', 'run', 'build']);
  const buildOne = timeCommand(['lerna', 'run', 'build', '--scope', '@buget/mf-lunar-grid']);

  const app = await startBenchApp();
  try {
    const bodies = await firstVisitOfDaily(app);
    const reactDom = reactDomFiles();
    const apps: Record<string, AppFigures> = {};
    for (const body of bodies) {
      const figures = (apps[body.app] ??= { js: 0, css: 0, files: 0 });
      figures[body.kind] += body.gzipped;
      figures.files += 1;
    }
    const shellFiles = bodies.filter((body) => body.app === 'shell' && body.kind === 'js' && !reactDom.has(body.file));
    const shellJsBesidesReactDom = shellFiles.reduce((sum, body) => sum + body.gzipped, 0);
    const result = {
      measuredAt: new Date().toISOString(),
      firstVisitOfDaily: Object.fromEntries(
        Object.entries(apps).map(([app, figures]) => [app, { jsKB: kb(figures.js), cssKB: kb(figures.css), files: figures.files }]),
      ),
      shellFirstLoadJsBesidesReactDomKB: kb(shellJsBesidesReactDom),
      shellBudgetKB: SHELL_BUDGET_KB,
      withinBudget: kb(shellJsBesidesReactDom) <= SHELL_BUDGET_KB,
      shellFirstLoadBesidesReactDomByOwnerKB: breakdown(shellFiles),
      buildSeconds: { everything: Math.round(buildAll * 10) / 10, oneRemote: Math.round(buildOne * 10) / 10 },
    };
    await writeBenchResult('bundle', result);
    console.table(result.firstVisitOfDaily);
    console.log(
      `shell first-load JS besides react-dom: ${result.shellFirstLoadJsBesidesReactDomKB} KB gz (budget ${SHELL_BUDGET_KB} KB: ${result.withinBudget ? 'within' : 'OVER'})`,
    );
    console.log('shell first-load JS besides react-dom, by owner (KB gz, estimated from source maps):');
    console.table(Object.entries(result.shellFirstLoadBesidesReactDomByOwnerKB).filter(([, size]) => size >= 1).map(([owner, size]) => ({ owner, KB: size })));
    console.log(`build: everything ${result.buildSeconds.everything} s, one remote ${result.buildSeconds.oneRemote} s`);
    console.log('→ bench-results/bundle.json');
  } finally {
    await app.stop();
  }
}

await main();
