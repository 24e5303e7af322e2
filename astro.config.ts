import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { buildOutput } from './build/build-output.ts';
import { docsContentPlugins } from './build/docs/docs-vite-plugins.ts';
import { marketingContentPlugin } from './build/marketing-content-plugin.ts';
import { plainDynamicImportsPlugin } from './build/plain-dynamic-imports.ts';
import { siteIntegration } from './build/site-integration.ts';

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
  integrations: [react(), siteIntegration({ docsContentDir, marketingContentDir })],
  vite: {
    logLevel: output.logLevel,
    plugins: [
      docsContentPlugins({ contentDir: docsContentDir }),
      marketingContentPlugin({ contentDir: marketingContentDir }),
      plainDynamicImportsPlugin(),
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
