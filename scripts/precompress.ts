import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import { brotli } from '#server/site/static-files.ts';

/**
 * Build step: writes .br and .gz beside every compressible file of the client build, once, at build time. The
 * gzip files are zopfli's: a gzip stream any client reads, 3-4 % smaller than zlib's best level, for a few
 * seconds of build (bench/README.md, decision 0013's budget).
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|md|xml|ico)$/;
const root = path.join(import.meta.dirname, '..', 'dist', 'client');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry)) yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  const data = readFileSync(file);
  if (data.length < 256) continue;
  writeFileSync(`${file}.br`, brotli(data));
  writeFileSync(`${file}.gz`, await gzipAsync(data, { numiterations: 5 }));
  count++;
}
console.log(`precompressed ${count} files in dist/client`);
