import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY, type ThemeChoice } from '#shared/theme.ts';

/**
 * The colour theme once the app runs (docs/product.md, Colour theme). The inline script in <head>
 * (shared/theme.ts) applied the stored choice before the first paint; this reads and changes it. A storage that
 * throws (blocked, sandboxed, full) is a choice not kept: the page still switches.
 */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps "light" or "dark"; "system" is no entry at all. */
function storeThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not kept past this page; shown all the same.
  }
}

/** Shows the choice's colours: the system's when the choice is "system". */
export function applyThemeChoice(choice: ThemeChoice): void {
  const isDark = choice === 'dark' || (choice === 'system' && matchMedia(DARK_SCHEME_QUERY).matches);
  document.documentElement.setAttribute('data-bs-theme', isDark ? 'dark' : 'light');
}

export function chooseTheme(choice: ThemeChoice): void {
  storeThemeChoice(choice);
  applyThemeChoice(choice);
}

/**
 * While "system" is the choice, the page follows the operating system's setting as it changes (an evening
 * switch to dark). The choice is read at each change: another tab may have changed it. Returns the unsubscribe.
 */
export function followSystemTheme(): () => void {
  const query = matchMedia(DARK_SCHEME_QUERY);
  const onChange = () => {
    if (readThemeChoice() === 'system') applyThemeChoice('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
