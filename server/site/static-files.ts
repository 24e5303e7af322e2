import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A file held in memory with its compressed variants, ready to send without touching the disk. */
export interface StaticFile {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
  '.ico',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const A_DAY = 'public, max-age=86400';

/**
 * How long a file of the build may be kept. Hashed assets never change. A page's share picture keeps its address
 * from build to build and changes only with the page's title: the crawlers and chat apps that fetch it, and the
 * caches between, may keep it a day. Anything else is asked again each time (an ETag makes that cheap).
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath.startsWith('/share/')) return A_DAY;
  return REVALIDATE;
}

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Builds an in-memory file; compresses it now unless precompressed variants are given. */
export function makeStaticFile(
  name: string,
  identity: Buffer,
  options: { cacheControl?: string; br?: Buffer; gzip?: Buffer } = {},
): StaticFile {
  const extension = path.extname(name).toLowerCase();
  const compressible = COMPRESSIBLE.has(extension) && identity.length > 256;
  return {
    type: contentTypeOf(name),
    identity,
    br: options.br ?? (compressible ? brotli(identity) : undefined),
    gzip: options.gzip ?? (compressible ? gzipSync(identity, { level: 9 }) : undefined),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    cacheControl: options.cacheControl ?? REVALIDATE,
  };
}

export function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
}

/**
 * Loads every file of the client build into memory, keyed by URL path. `.br` and `.gz` siblings written at
 * build time (scripts/precompress.ts) are used as they are; each file is cached as cacheControlFor says.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  for (const relative of walk(root)) {
    if (relative.endsWith('.br') || relative.endsWith('.gz')) continue;
    const absolute = path.join(root, relative);
    const read = (suffix: string) =>
      existsSync(absolute + suffix) ? readFileSync(absolute + suffix) : undefined;
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    files.set(
      urlPath,
      makeStaticFile(relative, readFileSync(absolute), {
        cacheControl: cacheControlFor(urlPath),
        br: read('.br'),
        gzip: read('.gz'),
      }),
    );
  }
  return files;
}

function* walk(root: string, prefix = ''): Generator<string> {
  for (const entry of readdirSync(path.join(root, prefix))) {
    const relative = path.join(prefix, entry);
    if (statSync(path.join(root, relative)).isDirectory()) yield* walk(root, relative);
    else yield relative;
  }
}

interface AcceptedEncodings {
  br: boolean;
  gzip: boolean;
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once, not on every request. */
const parsedAcceptEncoding = new Map<string, AcceptedEncodings>();
const MAX_REMEMBERED = 100;

function parseAcceptEncoding(acceptEncoding: string): AcceptedEncodings {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return { br: allows('br'), gzip: allows('gzip') };
}

/** Picks the best encoding the client accepts among those the file (or its prepared answer) has. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  file: { br?: unknown; gzip?: unknown },
): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  let accepted = parsedAcceptEncoding.get(acceptEncoding);
  if (!accepted) {
    // Anyone can send any header: forget them all rather than grow without bound.
    if (parsedAcceptEncoding.size >= MAX_REMEMBERED) parsedAcceptEncoding.clear();
    accepted = parseAcceptEncoding(acceptEncoding);
    parsedAcceptEncoding.set(acceptEncoding, accepted);
  }
  if (file.br && accepted.br) return 'br';
  if (file.gzip && accepted.gzip) return 'gzip';
  return undefined;
}
