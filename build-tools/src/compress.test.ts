import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppConfig } from './app-config';
import { precompress, PrecompressPlugin } from './compress';

const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = () => 'text ${i % 7}';`).join('\n');

describe('precompress', () => {
  let dir: string;
  const write = (name: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  };
  const exists = (name: string) => fs.existsSync(path.join(dir, name));
  const read = (name: string) => fs.readFileSync(path.join(dir, name));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buget-precompress-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies beside every text file, which decode to the file', async () => {
    const texts = ['main.1cdecb3e.js', 'chunks/245.350b06bb.css', 'index.html', 'mf-manifest.json', 'icon.svg'];
    for (const name of texts) write(name, name.endsWith('.js') ? script : `${name}\n${script.replaceAll('export const', '/* ')}`);
    await precompress(dir);
    for (const name of texts) {
      expect(brotliDecompressSync(read(`${name}.br`)).equals(read(name)), name).toBe(true);
      expect(gunzipSync(read(`${name}.gz`)).equals(read(name)), name).toBe(true);
      expect(read(`${name}.br`).length).toBeLessThan(read(`${name}.gz`).length);
    }
  });

  it('leaves images, fonts and source maps alone, and writes no copy that is not smaller', async () => {
    write('logo.png', Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256)));
    write('font.woff2', 'wOF2');
    write('main.1cdecb3e.js.map', JSON.stringify({ mappings: script }));
    write('tiny.js', 'x');
    write('tiny.js.br', 'left from an earlier build');
    await precompress(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['font.woff2', 'logo.png', 'main.1cdecb3e.js.map', 'tiny.js']);
  });

  it('runs after emit in production builds only', () => {
    const base = { dir: path.resolve(import.meta.dirname, '../../shell'), federationName: 'shell', title: 'Buget', devPort: 3000 } as const;
    const plugins = (mode: 'production' | 'development') => createAppConfig({ ...base, mode }).plugins ?? [];
    expect(plugins('production').filter((plugin) => plugin instanceof PrecompressPlugin)).toHaveLength(1);
    expect(plugins('development').some((plugin) => plugin instanceof PrecompressPlugin)).toBe(false);
  });
});
