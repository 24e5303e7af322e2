import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { docsContentPlugins } from './build/docs/docs-vite-plugins.ts';
import { marketingContentPlugin } from './build/marketing-content-plugin.ts';
import { paintFirstPlugin } from './build/paint-first.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';
import { pwaPlugin } from './build/pwa.ts';

/** The docs' MDX: compiled by the docs plugins, described to crawlers by the prerenderer. */
const docsContentDir = fileURLToPath(new URL('./content/docs', import.meta.url));

/**
 * The client build: client/ is the Vite root, the output goes to dist/client (served from memory by the
 * server). `npm run build` first builds the renderer (--ssr entry-server.tsx) that prerenders every public
 * page, then the client, then precompresses everything (scripts/precompress.ts).
 */
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  // The docs' MDX with its build-time manifest and search index (build/docs/), the marketing
  // content one culture per module; the prerenderer must run before the service worker plugin lists the
  // pages to precache.
  plugins: [
    docsContentPlugins({ contentDir: docsContentDir }),
    marketingContentPlugin({ contentDir: fileURLToPath(new URL('./content/marketing', import.meta.url)) }),
    react(),
    paintFirstPlugin(),
    prerenderPlugin({ docsContentDir }),
    pwaPlugin(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    // Every browser the site supports preloads modules itself (Safari before 17 only goes without the preload).
    modulePreload: { polyfill: false },
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
