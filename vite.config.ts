import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildOutput } from './build/build-output.ts';
import { docsMarkdownPlugin } from './build/docs/docs-markdown-plugin.ts';
import { docsContentPlugins } from './build/docs/docs-vite-plugins.ts';
import { marketingContentPlugin } from './build/marketing-content-plugin.ts';
import { paintFirstPlugin } from './build/paint-first.ts';
import { plainDynamicImportsPlugin } from './build/plain-dynamic-imports.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';
import { publicationWarningsPlugin } from './build/publication-warnings.ts';
import { pwaPlugin } from './build/pwa.ts';
import { researchStudyMethodologyPlugin } from './build/research-study-methodology.ts';
import { themeScriptPlugin } from './build/theme-script-plugin.ts';

/** The docs' MDX: compiled by the docs plugins, described to crawlers by the prerenderer. */
const docsContentDir = fileURLToPath(new URL('./content/docs', import.meta.url));
const marketingContentDir = fileURLToPath(new URL('./content/marketing', import.meta.url));
/** Quiet when `npm start` builds: warnings and errors only. */
const output = buildOutput(process.env);

/**
 * The client build: client/ is the Vite root, the output goes to dist/client (served from memory by the
 * server). `npm run build` first builds the renderer (--ssr entry-server.tsx) that prerenders every public
 * page, then the client, then precompresses everything (scripts/precompress.ts).
 */
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  logLevel: output.logLevel,
  // The docs' MDX with its build-time manifest and search index (build/docs/), the marketing
  // content one culture per module; the prerenderer must run before the service worker plugin lists the
  // pages to precache.
  plugins: [
    docsContentPlugins({ contentDir: docsContentDir }),
    docsMarkdownPlugin({ contentDir: docsContentDir }),
    marketingContentPlugin({ contentDir: marketingContentDir }),
    react(),
    themeScriptPlugin(),
    paintFirstPlugin(),
    plainDynamicImportsPlugin(),
    prerenderPlugin({ docsContentDir }),
    pwaPlugin(),
    publicationWarningsPlugin({ contentDir: marketingContentDir }),
    researchStudyMethodologyPlugin(),
  ],
  // The legal notice's LEGAL_* variables reach the pages as import.meta.env (client/lib/legal-entity.ts): the
  // renderer and the client are built with the same values, so prerendered and hydrated pages agree. They are
  // public by nature (the legal notice shows them); never give a secret a LEGAL_ name.
  envPrefix: ['VITE_', 'LEGAL_'],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    // No preloading of a lazy chunk's imports: the map of every chunk's file name it needs sat in the entry chunk,
    // 1.2 KB gzipped of every first load (decision 0013). A page's chunk fetches its own imports as it runs;
    // the pages share most of theirs with the entry, which has them already.
    modulePreload: false,
    // One stylesheet, loaded by the page itself (boot.ts): no lazy chunk has CSS of its own to load with it.
    cssCodeSplit: false,
    rolldownOptions: { checks: { bundlerTimings: output.bundlerTimings } },
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
