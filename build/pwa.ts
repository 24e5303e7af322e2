import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The web app's icons, drawn from favicon.svg by `npm run icons`. PNG only: Chromium fetches a page's manifest
 * icons after load and decodes them in the page's renderer, an SVG by building a whole SVG document on its main
 * thread (docs/decisions/0017).
 */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
];

/**
 * The service worker (client/sw.ts) with its precache manifest: hashed assets and every prerendered page
 * (dist/client/__pages). Prompt mode: a new version waits until the old one's tabs are closed; the app
 * registers it itself (client/lib/service-worker.ts) to drive the version banners.
 */
export function pwaPlugin(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: null,
    manifest: {
      name: 'FakeXrmEasy',
      short_name: 'FakeXrmEasy',
      description: 'The testing framework for Dynamics 365 and Dataverse',
      theme_color: '#3730a3',
      background_color: '#ffffff',
      display: 'standalone',
      start_url: '/',
      icons: MANIFEST_ICONS,
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,svg,webmanifest}', 'icons/favicon-32.png', '__pages/**/*.html'],
      globIgnores: ['index.html', 'sw.js'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}
