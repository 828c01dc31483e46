// Throwaway visual check: bundles gallery.tsx with rspack into /tmp/buget-gallery and
// screenshots it in Debian's Chromium at a phone and a desktop width.
// Usage (from /work/main): node shared-ui/gallery/build.mjs [outDir]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { chromium } from '@playwright/test';

const dir = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] ?? '/tmp/buget-gallery';

const compiler = rspack({
  mode: 'development',
  context: dir,
  entry: { gallery: './gallery.tsx' },
  devtool: false,
  output: { path: outDir, clean: true, cssFilename: '[name].css' },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({ title: 'Buget — shared-ui gallery' }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('development') }),
  ],
});

const stats = await new Promise((resolve, reject) =>
  compiler.run((error, result) => (error ? reject(error) : resolve(result))),
);
await new Promise((resolve) => compiler.close(resolve));
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
console.log(`built ${outDir}`);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const url = `file://${outDir}/index.html`;
const shots = [
  { name: 'gallery-1440', width: 1440, height: 900, query: '', fullPage: true },
  { name: 'gallery-390', width: 390, height: 844, query: '', fullPage: true },
  { name: 'modal-1440', width: 1440, height: 900, query: '?modal=2xl', fullPage: false },
  { name: 'modal-390', width: 390, height: 844, query: '?modal=md', fullPage: false },
  { name: 'gallery-dark-1440', width: 1440, height: 900, query: '?theme=dark', fullPage: true },
  { name: 'modal-dark-390', width: 390, height: 844, query: '?modal=md&theme=dark', fullPage: false },
];
const errors = [];
for (const shot of shots) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
  page.on('pageerror', (error) => errors.push(`${shot.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${shot.name}: ${message.text()}`);
  });
  await page.goto(`${url}${shot.query}`);
  await page.waitForSelector('[data-gallery-ready]');
  await page.waitForTimeout(400);
  const file = path.join(outDir, `${shot.name}.png`);
  await page.screenshot({ path: file, fullPage: shot.fullPage, animations: 'disabled' });
  console.log(`screenshot ${file}`);
  await page.close();
}
await browser.close();
if (errors.length > 0) console.log(`console:\n${errors.join('\n')}`);
