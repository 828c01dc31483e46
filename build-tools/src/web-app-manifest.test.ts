import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenValue, webAppFiles, webAppManifest } from './web-app-manifest';

const TOKENS = fs.readFileSync(path.resolve(import.meta.dirname, '../../shared-ui/src/tokens.css'), 'utf8');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('tokenValue', () => {
  it('follows var() to the light theme literal, and fails the build for a missing token', () => {
    const css = ':root { --palette-a: #123456; /* --color-x: red; */ --color-x: var(--palette-a); }\n:root[data-theme="dark"] { --color-x: #000; }';
    expect(tokenValue(css, '--color-x')).toBe('#123456');
    expect(() => tokenValue(css, '--color-missing')).toThrow('--color-missing');
  });
});

describe('webAppManifest', () => {
  it('paints the installed app with the tokens: the primary colour and the page background', () => {
    const manifest = webAppManifest(TOKENS);
    expect(manifest.theme_color).toBe(tokenValue(TOKENS, '--palette-teal-600'));
    expect(manifest.background_color).toBe(tokenValue(TOKENS, '--palette-gray-50'));
    expect(manifest).toMatchObject({ name: 'Buget', start_url: '/daily', scope: '/', display: 'standalone', lang: 'ro' });
  });

  it('writes the manifest and a PNG of the size it names for every icon, maskable included', () => {
    const files = webAppFiles(TOKENS);
    const manifest = JSON.parse(files.get('manifest.webmanifest')!.toString()) as ReturnType<typeof webAppManifest>;
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = files.get(icon.src.slice(1))!;
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE), icon.src).toBe(true);
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });
});
