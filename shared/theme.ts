/**
 * The colour theme (docs/product.md, Colour theme): the visitor's choice, kept in localStorage under
 * THEME_STORAGE_KEY as "light" or "dark"; nothing is stored for "system", which follows the operating system.
 * The page's <html data-bs-theme> says which of Bootstrap's colour modes is shown.
 */
export const THEME_STORAGE_KEY = 'fxe-theme';
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/**
 * Run inline in every page's <head> before anything is painted (build/theme-script-plugin.ts puts it there),
 * so no page shows a flash of the other theme. The Content-Security-Policy allows it by the hash of this very
 * string (server/plugins/security-headers.ts): change a byte here and both follow. A storage that throws (a
 * blocked or sandboxed one) leaves the choice to the system. It then runs again whenever the system's setting
 * changes, so a page whose choice is System follows it (a choice made since is read anew). Kept in a function so
 * it declares no global.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement,m=matchMedia("${DARK_SCHEME_QUERY}");function a(){var t;try{t=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}d.setAttribute("data-bs-theme",t==="dark"||t!=="light"&&m.matches?"dark":"light")}a();m.addEventListener("change",a)})()`;
