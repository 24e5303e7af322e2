import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import type { Plugin } from 'vite';
import { buildOutput } from './build/build-output.ts';
import { devPageUrlsPlugin } from './build/dev-page-urls.ts';
import { docsContentPlugins } from './build/docs/docs-vite-plugins.ts';
import { marketingContentPlugin } from './build/marketing-content-plugin.ts';
import { plainDynamicImportsPlugin } from './build/plain-dynamic-imports.ts';
import { siteIntegration } from './build/site-integration.ts';

/**
 * Astro sets the browser build's options itself, over the project's: these go in once it has. No module
 * preloading (the map of chunk file names it needs sits in every chunk that imports another lazily, decision
 * 0013), one stylesheet, and Vite's file names.
 */
function browserBuildOptions(): Plugin {
  return {
    name: 'fxe:browser-build-options',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      config.build ??= {};
      config.build.modulePreload = false;
      config.build.cssCodeSplit = false;
      config.build.assetsInlineLimit = 0;
      // Vite's own names (name-hash.js), which the service worker's list and the tests match, not Astro's.
      const output = config.build.rolldownOptions?.output;
      if (output && !Array.isArray(output)) {
        // A page's script is named after its component (static-page.astro → static-page-<hash>.js).
        output.entryFileNames = (chunk) =>
          `assets/${chunk.name.replace(/\.astro_astro_type_script.*$/, '')}-[hash].js`;
        output.chunkFileNames = 'assets/[name]-[hash].js';
        output.assetFileNames = 'assets/[name]-[hash][extname]';
      }
    },
  };
}

const docsContentDir = fileURLToPath(new URL('./content/docs', import.meta.url));
const marketingContentDir = fileURLToPath(new URL('./content/marketing', import.meta.url));
const output = buildOutput(process.env);

/**
 * The site's build: Astro renders every route in every culture (site/pages/) into dist/client, which the server
 * serves from memory (server/site/).
 */
export default defineConfig({
  srcDir: './site',
  publicDir: './client/public',
  outDir: './dist/client',
  build: { format: 'file', assets: 'assets', inlineStylesheets: 'never' },
  compressHTML: false,
  integrations: [siteIntegration({ docsContentDir, marketingContentDir })],
  vite: {
    logLevel: output.logLevel,
    plugins: [
      docsContentPlugins({ contentDir: docsContentDir }),
      marketingContentPlugin({ contentDir: marketingContentDir }),
      plainDynamicImportsPlugin(),
      devPageUrlsPlugin(),
      browserBuildOptions(),
    ],
    envPrefix: ['VITE_', 'LEGAL_'],
    build: {
      assetsInlineLimit: 0,
      sourcemap: false,
      modulePreload: false,
      cssCodeSplit: false,
    },
    css: {
      preprocessorOptions: {
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    server: { proxy: { '/api': 'http://localhost:3000' } },
  },
});
