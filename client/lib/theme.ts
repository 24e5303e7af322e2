import { THEME_CHOICE_EVENT, THEME_STORAGE_KEY, type ThemeChoice } from '#shared/theme.ts';

/**
 * The colour theme once the app runs (docs/product.md, Colour theme): the choice, read and changed here, and
 * shown by the inline script in <head> (shared/theme.ts), which also follows the system's setting. A storage
 * that throws (blocked, sandboxed, full) is a choice not kept: the page still switches.
 */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {}
  return 'system';
}

/** Keeps "light" or "dark" ("system" is no entry at all), and has the theme script show it. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {}
  document.documentElement.dispatchEvent(new CustomEvent(THEME_CHOICE_EVENT, { detail: choice }));
}
