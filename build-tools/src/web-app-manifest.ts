import fs from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * Buget's web app manifest (issue 28 point 16: the app can be installed on a phone's home screen),
 * written by the shell's build beside index.html with the icons it names, rendered from one SVG.
 * The colours are read from shared-ui's tokens.css at build time, so the manifest, the page's
 * theme-color and the icons never drift from the design tokens.
 */

/** The tokens the installed app is painted with: its title bar, and its splash screen's background. */
export const WEB_APP_COLOUR_TOKENS = { theme: '--color-primary', background: '--color-bg', glyph: '--color-on-primary' } as const;

export const WEB_APP_MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The value of a custom property in the light theme (the first `:root { … }` block), following
 * `var(--other)` to a literal. Throws when the property is missing, so a renamed token fails the build.
 */
export function tokenValue(css: string, name: string): string {
  const root = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  const declared = new Map([...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
  let value = declared.get(name);
  for (let hops = 0; value !== undefined && hops < 10; hops++) {
    const reference = /^var\(\s*(--[\w-]+)\s*\)$/.exec(value)?.[1];
    if (!reference) return value;
    value = declared.get(reference);
  }
  throw new Error(`tokens.css: no literal value for ${name}`);
}

type Purpose = 'any' | 'maskable';
type IconFile = { src: string; size: number; purpose: Purpose };

/** The sizes browsers ask for (192 for the home screen, 512 for the splash screen and stores), each also maskable. */
const ICONS: readonly IconFile[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * The app's icon: the wallet of the page's favicon, white on the brand colour. A maskable icon
 * fills its square (the launcher cuts its own shape); the glyph stays inside the central 80 %
 * circle either way (its farthest corner is 9.6 of 16 units from the centre).
 */
export function iconSvg(colours: { background: string; glyph: string }, purpose: Purpose): string {
  const background = purpose === 'maskable' ? '<rect width="32" height="32"/>' : '<rect width="32" height="32" rx="7"/>';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `<g fill="${colours.background}">${background}</g>`,
    `<path d="M9 11h14v11a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z" fill="none" stroke="${colours.glyph}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M11 11l8-3.5 1.5 3.5" fill="none" stroke="${colours.glyph}" stroke-width="2" stroke-linejoin="round"/>`,
    `<circle cx="19" cy="17.5" r="1.6" fill="${colours.glyph}"/>`,
    '</svg>',
  ].join('');
}

/** The manifest itself, from the text of tokens.css. */
export function webAppManifest(tokensCss: string) {
  return {
    id: '/',
    name: 'Buget',
    short_name: 'Buget',
    description: 'Bugetul tău personal, în lei: venituri, cheltuieli și economii, pe zile și pe luni.',
    lang: 'ro',
    dir: 'ltr',
    // The daily page, which the service worker answers offline like every route (index.html).
    start_url: '/daily',
    scope: '/',
    display: 'standalone',
    theme_color: tokenValue(tokensCss, WEB_APP_COLOUR_TOKENS.theme),
    background_color: tokenValue(tokensCss, WEB_APP_COLOUR_TOKENS.background),
    icons: ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

/** The files the build writes: the manifest and each icon, as PNG. */
export function webAppFiles(tokensCss: string): Map<string, Buffer> {
  const colours = { background: tokenValue(tokensCss, WEB_APP_COLOUR_TOKENS.theme), glyph: tokenValue(tokensCss, WEB_APP_COLOUR_TOKENS.glyph) };
  const files = new Map<string, Buffer>([[WEB_APP_MANIFEST_FILE, Buffer.from(`${JSON.stringify(webAppManifest(tokensCss), null, 2)}\n`)]]);
  for (const { src, size, purpose } of ICONS) {
    const png = new Resvg(iconSvg(colours, purpose), { fitTo: { mode: 'width', value: size } }).render().asPng();
    files.set(src.slice(1), png);
  }
  return files;
}

/** Emits the manifest and its icons into the build (`tokensCss`: the path of shared-ui's tokens.css). */
export class WebAppManifestPlugin implements RspackPluginInstance {
  constructor(private readonly tokensCss: string) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BugetWebAppManifest', (compilation) => {
      compilation.fileDependencies.add(this.tokensCss);
      compilation.hooks.processAssets.tap({ name: 'BugetWebAppManifest', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, content] of webAppFiles(fs.readFileSync(this.tokensCss, 'utf8'))) compilation.emitAsset(file, new RawSource(content));
      });
    });
  }
}
