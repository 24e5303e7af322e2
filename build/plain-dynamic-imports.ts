import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import of the client build with (its preload helper). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The helper's body: run the import; if it fails, tell the page as Vite's own helper does, with a cancelable
 * `vite:preloadError` event on window carrying the error as `payload`. A listener that cancels it takes the
 * failure over (client/lib/chunk-load-failure.ts reloads the page): the import then never settles, so nothing
 * renders from a module that is not there while the page reloads.
 */
const HELPER = `export const __vitePreload = (importChunk) =>
  importChunk().catch((error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    globalThis.dispatchEvent?.(event);
    if (event.defaultPrevented) return new Promise(() => {});
    throw error;
  });`;

/**
 * Vite wraps each dynamic `import()` in a helper that first fetches the chunk's own imports and stylesheets.
 * This build preloads nothing (`build.modulePreload: false`, one stylesheet: `cssCodeSplit: false`), so the
 * helper always has an empty list, yet its code (about 0.7 KB gzipped) sits in the entry chunk of every first
 * load: Vite keeps it whatever the settings (vitejs/vite#18551). This plugin gives the helper's module a
 * body that only runs the import and reports a failure (decision 0013).
 */
export function plainDynamicImportsPlugin(): Plugin {
  return {
    name: 'fxe:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID ? HELPER : null;
    },
  };
}
