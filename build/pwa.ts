import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifestPlugin } from './web-app-manifest.ts';

/**
 * The service worker (client/sw.ts) with its precache manifest: hashed assets, every prerendered page
 * (dist/client/__pages) and the docs pages' Markdown twins. Prompt mode: a new version waits until the old one's tabs are closed; the app
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
        // The docs pages' Markdown twins too (62 KB, 20 KB in brotli, for eight pages), so Copy page as Markdown
        // works offline; llms.txt and llms-full.txt are for assistants, not visitors, and stay out.
        globPatterns: [
          '**/*.{js,css,svg,webmanifest}',
          'icons/favicon-32.png',
          '__pages/**/*.html',
          'get-started/*.md',
        ],
        // The common-password list (about 210 KB compressed) is fetched by the new-password forms when they are
        // first used; precached, it would be every visitor's download (docs/security.md, Common passwords).
        globIgnores: ['index.html', 'sw.js', 'assets/common-passwords-*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ];
}
