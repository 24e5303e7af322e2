/**
 * The colour theme (docs/product.md, Colour theme): the visitor's choice, kept in localStorage under
 * THEME_STORAGE_KEY as "light" or "dark"; nothing is stored for "system", which follows the operating system.
 * The page's <html data-bs-theme> says which of Bootstrap's colour modes is shown.
 */
export const THEME_STORAGE_KEY = 'fxe-theme';
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
/** The event the app sends <html> with a choice just made, for the theme script to keep and show it. */
export const THEME_CHOICE_EVENT = 'fxe-theme-choice';
/** The attribute of <html> where the theme script puts the current choice, for the app's menu to mark it. */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';

/**
 * Run inline in every page's <head> before anything is painted (site/layouts/page-document.astro puts it there),
 * so no page shows a flash of the other theme. The Content-Security-Policy allows it by the hash of this very
 * string (server/plugins/security-headers.ts): change a byte here and both follow. It is the one place that
 * keeps and shows the choice: at once, from storage; whenever the system's setting changes (a page whose choice
 * is System follows it); and when the app sends THEME_CHOICE_EVENT with a choice just made, which it stores
 * first (shown even where a storage that throws cannot keep it; such a storage counts as no choice). An unknown
 * stored value is System. In a function, so it declares no global.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement,m=matchMedia("${DARK_SCHEME_QUERY}"),k="${THEME_STORAGE_KEY}";function a(e){var t=e&&e.detail;try{if(t)t==="system"?localStorage.removeItem(k):localStorage.setItem(k,t);else t=localStorage.getItem(k)}catch(x){}t=t==="dark"||t==="light"?t:"system";d.setAttribute("${THEME_CHOICE_ATTRIBUTE}",t);d.setAttribute("data-bs-theme",t==="dark"||t==="system"&&m.matches?"dark":"light")}a();m.addEventListener("change",a);d.addEventListener("${THEME_CHOICE_EVENT}",a)})()`;
