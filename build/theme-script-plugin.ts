import type { Plugin } from 'vite';
import { THEME_SCRIPT } from '#shared/theme.ts';

const PLACEHOLDER = '<!--theme-script-->';

/**
 * Puts the theme script (shared/theme.ts) inline in the shell's <head>, where index.html marks it, so every
 * page, prerendered or rendered in the browser, has its theme before the first paint (docs/decisions/0036). The
 * CSP allows it by the hash of the same string.
 */
export function themeScriptPlugin(): Plugin {
  return {
    name: 'fxe:theme-script',
    transformIndexHtml: { order: 'pre', handler: withThemeScript },
  };
}

export function withThemeScript(html: string): string {
  if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} for the theme script`);
  return html.replace(PLACEHOLDER, `<script>${THEME_SCRIPT}</script>`);
}
