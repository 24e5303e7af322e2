import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifestPlugin } from './web-app-manifest.ts';

/**
 * The service worker (client/sw.ts) with its precache manifest: hashed assets and every prerendered page
 * (dist/client/__pages). Prompt mode: a new version waits until the old one's tabs are closed; the app
 * registers it itself (client/lib/service-worker.ts) to drive the version banners. The web app manifest is one
 * per culture (build/web-app-manifest.ts), linked from each page's head in its culture, so the plugin neither
 * writes nor links one of its own.
 */
export function pwaPlugin(): PluginOption {
  return [
    webAppManifestPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,svg,webmanifest}', 'icons/favicon-32.png', '__pages/**/*.html'],
        globIgnores: ['index.html', 'sw.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ];
}
