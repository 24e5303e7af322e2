import path from 'node:path';

/**
 * How `node` runs an instance, besides the code: settings read as the process starts, so whoever starts it
 * passes them (they cannot be set from inside): the systemd unit (deploy/systemd/, which
 * runtime-settings.test.ts keeps in step with this file), `npm start` (start.ts), `npm run cluster` and the
 * benchmarks. docs/operations.md (Memory) says what they are for; bench/README.md has the figures.
 */

const ROOT = path.join(import.meta.dirname, '..');

/**
 * V8's young generation: two 4 MB semi-spaces rather than the default sized from the machine's memory (two
 * 64 MB ones on a 24 GB host, all of it resident once requests have cycled through it). A request's garbage
 * is a few KB, so 4 MB still holds thousands of requests' worth between two scavenges; paired runs of
 * bench:load measured no more CPU than with 8 (bench/README.md).
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];

/** Where `npm run build` leaves the server's compiled modules (scripts/warm-compile-cache.ts). */
export const COMPILE_CACHE_DIR = path.join(ROOT, 'dist', 'compile-cache');

export const RUNTIME_ENVIRONMENT: Readonly<Record<string, string>> = {
  // argon2id's 19 MiB per derivation comes from malloc in libuv's threads. After the first is freed, glibc
  // raises its mmap threshold to that size and later ones stay in each thread's arena, resident for good
  // (about 100 MB over four threads). Pinned at 1 MiB, every such block is mapped and returned when done; in
  // transparent huge pages (hugetlb=1, where the kernel allows them on request) it is mapped in about ten
  // faults rather than 4,864, which spares some 10 ms of CPU per derivation. Two arenas, not eight per core:
  // libuv's threads (argon2id, zlib, file reads) each kept an arena of its own of 1-2 MB.
  GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=1048576:glibc.malloc.hugetlb=1:glibc.malloc.arena_max=2',
  // The server's modules as the build compiled them: Node strips no TypeScript at start-up, so its type
  // stripper (about 20 MB) is never loaded. Portable: the cache is found again under another path.
  NODE_COMPILE_CACHE: COMPILE_CACHE_DIR,
  NODE_COMPILE_CACHE_PORTABLE: '1',
};
