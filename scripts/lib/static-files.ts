import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

type Encoding = 'br' | 'gzip';

/** The copies the build writes beside a file (build-tools/src/compress.ts), best first. */
const VARIANTS: readonly { encoding: Encoding; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * A content hash in the name (`main.1cdecb3e.js`, `245.350b06bb.css`): the file never changes,
 * so it is cached for a year. Everything else (index.html, mf-manifest.json, remoteEntry.js, a
 * route answered with index.html) names other files and is revalidated on every load.
 */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.\w+(\.map)?$/;

/**
 * The coding to send, from the Accept-Encoding header (RFC 9110 §12.5.3): the available coding
 * with the highest q-value above 0, brotli before gzip when they tie; none (identity) when the
 * header is absent, accepts neither, or ranks identity above both. `*` stands for any coding the
 * header does not name.
 */
function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (!token) continue;
    if (q === undefined) weights.set(token, 1);
    else if (/^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q)) weights.set(token, Number(q.slice(2)));
  }
  // Identity is the fallback whatever the header says; it wins only where the header ranks it higher.
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const { encoding } of VARIANTS) {
    if (!available.includes(encoding) || weightOf(encoding) <= 0) continue;
    if (best === null || weightOf(encoding) > weightOf(best)) best = encoding;
  }
  return best !== null && weightOf(best) >= weightOf('identity') ? best : null;
}

function fileAt(file: string): fs.Stats | null {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? stats : null;
}

/** The file a request path names inside `root`, its folder's index.html, or null. */
function resolve(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  if (fileAt(file)) return file;
  const index = path.join(file, 'index.html');
  return fileAt(index) ? index : null;
}

export type StaticFilesOptions = {
  /** Answer a path without a file extension (a route such as /login) with the root index.html. */
  singlePage: boolean;
};

/**
 * Serves a built app folder as a production host should: the precompressed copy the client
 * accepts (Content-Encoding, `Vary: Accept-Encoding`), the length and type of what is sent,
 * content-hashed files immutable for a year and everything else `no-cache` with an ETag, so a
 * revalidation costs a 304. Files are looked up on every request, so a rebuild shows on the next
 * load. Anything it does not serve goes to `next`.
 */
export function staticFiles(dir: string, options: StaticFilesOptions) {
  const root = path.resolve(dir);
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const route = options.singlePage && !path.posix.basename(pathname).includes('.');
    const file = resolve(root, pathname) ?? (route ? resolve(root, '/index.html') : null);
    const stats = file ? fileAt(file) : null;
    if (!file || !stats) return next();

    const variants = VARIANTS.filter(({ suffix }) => fileAt(file + suffix));
    const encoding = chooseEncoding(req.headers['accept-encoding'], variants.map((variant) => variant.encoding));
    const sent = encoding ? file + VARIANTS.find((variant) => variant.encoding === encoding)!.suffix : file;
    const sentStats = encoding ? fileAt(sent)! : stats;
    const etag = `W/"${sentStats.size}-${Math.floor(sentStats.mtimeMs)}${encoding ? `-${encoding}` : ''}"`;

    res.setHeader('Cache-Control', CONTENT_HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('ETag', etag);
    if (variants.length > 0) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      res.writeHead(304).end();
      return;
    }
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Content-Length', sentStats.size);
    res.setHeader('Last-Modified', sentStats.mtime.toUTCString());
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.writeHead(200);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(sent).on('error', () => res.destroy()).pipe(res);
  };
}
