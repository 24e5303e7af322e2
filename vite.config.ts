import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { docsContentPlugins } from './client/pages/docs/build/docs-vite-plugins.ts';

/**
 * The client build: client/ is the Vite root, the output goes to dist/client (served from memory by the
 * server). `npm run build` also precompresses it and prerenders the public pages (scripts/).
 */
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  // The docs' MDX and their build-time manifest and search index (client/pages/docs/build/).
  plugins: [
    docsContentPlugins({ contentDir: fileURLToPath(new URL('./content/docs', import.meta.url)) }),
    react(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
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
