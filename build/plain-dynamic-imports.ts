import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import of the client build with (its preload helper). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic `import()` in a helper that first fetches the chunk's own imports and stylesheets.
 * This build preloads nothing (`build.modulePreload: false`, one stylesheet: `cssCodeSplit: false`), so the
 * helper always has an empty list, yet its code (about 0.7 KB gzipped) sits in the entry chunk of every first
 * load: Vite keeps it whatever the settings (vitejs/vite#18551). This plugin gives the helper's module a
 * body that only runs the import, the same behaviour for an empty list (decision 0013).
 */
export function plainDynamicImportsPlugin(): Plugin {
  return {
    name: 'fxe:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return 'export const __vitePreload = (importChunk) => importChunk();';
    },
  };
}
