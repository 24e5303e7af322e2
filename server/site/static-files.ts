import { createHash } from 'node:crypto';
import { createReadStream, existsSync, ReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A file of the build whose bytes are read from disk each time it is sent (the kernel's page cache keeps it). */
export interface FileOnDisk {
  path: string;
  size: number;
}

/** What a file's variant is sent from: bytes in memory, or a file of the build on disk. */
export type FileBody = Buffer | FileOnDisk;

/**
 * A file with its compressed variants. These are what browsers take, and are held in memory, ready to send;
 * the uncompressed bytes too, unless the file was loaded from the build with `onDisk` (see keptOnDisk).
 */
export interface StaticFile {
  type: string;
  identity: FileBody;
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
  '.md': 'text/markdown; charset=utf-8',
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
  '.md',
  '.xml',
  '.ico',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const A_DAY = 'public, max-age=86400';
/** Past this size a file that has no compressed variant (a picture, a PDF) is sent from disk. */
const LARGEST_KEPT_IN_MEMORY = 8 * 1024;

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

/**
 * Builds a file from its bytes; compresses it now unless precompressed variants are given. `onDisk`, the path
 * the bytes were read from, lets the uncompressed bytes stay there when few requests will want them.
 */
export function makeStaticFile(
  name: string,
  bytes: Buffer,
  options: { cacheControl?: string; br?: Buffer; gzip?: Buffer; onDisk?: string } = {},
): StaticFile {
  const extension = path.extname(name).toLowerCase();
  const compressible = COMPRESSIBLE.has(extension) && bytes.length > 256;
  const br = exactSize(options.br ?? (compressible ? brotli(bytes) : undefined));
  const gzip = exactSize(options.gzip ?? (compressible ? gzipSync(bytes, { level: 9 }) : undefined));
  return {
    type: contentTypeOf(name),
    identity:
      options.onDisk && keptOnDisk(bytes, { br, gzip })
        ? { path: options.onDisk, size: bytes.length }
        : exactSize(bytes),
    br,
    gzip,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    cacheControl: options.cacheControl ?? REVALIDATE,
  };
}

/**
 * Whether a file's uncompressed bytes are left on disk. Browsers all take brotli or gzip, so a file that has
 * those is asked for uncompressed only by the odd script or bot; a large picture or PDF (the share pictures
 * are most of the build) is asked for once per visitor at most, and seldom. Memory is kept for what pages
 * load on every visit (bench/README.md, Where an instance's memory goes).
 */
function keptOnDisk(bytes: Buffer, variants: { br?: Buffer; gzip?: Buffer }): boolean {
  return Boolean(variants.br || variants.gzip) || bytes.length > LARGEST_KEPT_IN_MEMORY;
}

/**
 * The bytes in a block of their own size. readFileSync, Buffer.from and zlib hand back views of larger blocks
 * (Node's 64 KB pool, zlib's output chunks), which stay whole in memory as long as any view of them does: held
 * for good beside the garbage of start-up, a few hundred small files kept 4.7 MB alive for 2.2 MB of bytes.
 */
function exactSize<T extends Buffer | undefined>(bytes: T): T {
  if (!bytes || bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = new Uint8Array(bytes.byteLength);
  own.set(bytes);
  return Buffer.from(own.buffer) as T;
}

function isOnDisk(body: FileBody | string | undefined): body is FileOnDisk {
  return body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body);
}

/** A file's bytes, wherever they are kept: for the rare start-up step that rewrites a page. */
export function readBody(body: FileBody): Buffer {
  return isOnDisk(body) ? readFileSync(body.path) : body;
}

export function bodyLength(body: FileBody | string): number {
  return isOnDisk(body) ? body.size : Buffer.byteLength(body);
}

/** The body for Fastify's reply.send, which streams a file itself. */
export function sendableBody(body: FileBody | string | undefined): Buffer | string | ReadStream | undefined {
  return isOnDisk(body) ? createReadStream(body.path) : body;
}

/**
 * Ends a raw response with a body from memory or streamed from disk. A file that has gone from disk since
 * start-up (a deployment replacing the build under a running instance) cuts the response short, as a dropped
 * connection would; the client asks again.
 */
export function endWithBody(response: ServerResponse, body: FileBody | string | undefined): void {
  const sendable = sendableBody(body);
  if (sendable instanceof ReadStream) pipeline(sendable, response).catch(() => response.destroy());
  else response.end(sendable);
}

export function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
}

/**
 * Loads every file of the client build, keyed by URL path: its compressed variants into memory, its bytes as
 * keptOnDisk says. `.br` and `.gz` siblings written at build time (scripts/precompress.ts) are used as they
 * are; each file is cached as cacheControlFor says.
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
        onDisk: absolute,
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
