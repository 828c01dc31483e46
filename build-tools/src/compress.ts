import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * Files a browser downloads as text: scripts, stylesheets, the page, manifests, SVG. Images and
 * fonts are compressed formats already; source maps are fetched only by developer tools, and
 * brotli at its highest quality on every map would double the build time for no visitor.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes a variant only when it is smaller than the file; otherwise leaves none. */
async function writeVariant(file: string, encoded: Buffer, rawSize: number): Promise<void> {
  if (encoded.length < rawSize) await fs.writeFile(file, encoded);
  else await fs.rm(file, { force: true });
}

/**
 * Writes `<file>.br` (brotli, highest quality) and `<file>.gz` (gzip -9) beside every
 * compressible file under `dir`, so a server sends the compressed bytes without compressing on
 * each request (scripts/lib/static-files.ts chooses one by Accept-Encoding).
 */
export async function precompress(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeVariant(`${file}.br`, br, raw.length), writeVariant(`${file}.gz`, gz, raw.length)]);
    }),
  );
}

/**
 * Compresses a production build once everything is written (index.html and the federation
 * manifests included), with Node's zlib: no plugin dependency, and every emitted file is covered.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('BugetPrecompress', () => precompress(compiler.outputPath));
  }
}
