import path from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import {
  OPERATOR_PATHS,
  PRERENDERED_PAGES_PREFIX,
  PRIVATE_PATHS,
  prerenderedFileName,
} from '#shared/paths.ts';

/**
 * Build step after `astro build`: bundles the service worker (client/sw.ts) into dist/client/sw.js and writes
 * into it the list of files to precache (Workbox's injectManifest), which only exists once every page and file
 * of the build is written. The worker caches the hashed assets, every prerendered page and the docs' Markdown
 * twins (docs/decisions/0013); llms.txt and llms-full.txt are for assistants, not visitors, and stay out.
 */
const root = path.join(import.meta.dirname, '..');
const outDir = path.join(root, 'dist', 'client');
const quiet = process.env.BUILD_QUIET === '1';

await build({
  configFile: false,
  root,
  logLevel: quiet ? 'warn' : 'info',
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: false,
    minify: true,
    sourcemap: false,
    lib: {
      entry: path.join(root, 'client', 'sw.ts'),
      formats: ['iife'],
      name: 'sw',
      fileName: () => 'sw.js',
    },
  },
  // Workbox reads it to leave out its development logging.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

const { count, size, warnings } = await injectManifest({
  swSrc: path.join(outDir, 'sw.js'),
  swDest: path.join(outDir, 'sw.js'),
  globDirectory: outDir,
  globPatterns: [
    '**/*.{js,css,svg,webmanifest}',
    'icons/favicon-32.png',
    '__pages/**/*.html',
    'get-started/*.md',
  ],
  // The common-password list (about 210 KB compressed) is fetched by the new-password forms when first used:
  // precached, it would be every visitor's download (docs/security.md). The private pages (signed in, or opened
  // from an e-mailed link) are never the worker's (client/sw.ts).
  globIgnores: [
    'sw.js',
    'assets/common-passwords-*.js',
    ...[...PRIVATE_PATHS, ...OPERATOR_PATHS].map(
      (route) => `${PRERENDERED_PAGES_PREFIX.slice(1)}/*/${prerenderedFileName(route)}`,
    ),
  ],
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files to precache, ${Math.round(size / 1024)} KB`);
