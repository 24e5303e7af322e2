import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY, type ThemeChoice } from '#shared/theme.ts';

/**
 * The colour theme once the app runs (docs/product.md, Colour theme). The inline script in <head>
 * (shared/theme.ts) applied the stored choice before the first paint, and follows the system's setting while
 * the choice is System; this reads and changes the choice. A storage that throws (blocked, sandboxed, full) is a
 * choice not kept: the page still switches.
 */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {}
  return 'system';
}

/** Keeps "light" or "dark" ("system" is no entry at all) and shows it: the system's colours for System. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {}
  const isDark = choice === 'dark' || (choice === 'system' && matchMedia(DARK_SCHEME_QUERY).matches);
  document.documentElement.setAttribute('data-bs-theme', isDark ? 'dark' : 'light');
}
