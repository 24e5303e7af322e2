import { describe, expect, test } from 'vitest';
import { THEME_CHOICE_EVENT, THEME_SCRIPT, THEME_STORAGE_KEY } from './theme.ts';

/**
 * Runs the inline script as the page would, with the storage and system setting given. Gives the theme it set,
 * and a way to change the system's setting as the operating system would (the script listens).
 */
function runThemeScript(stored: string | null | 'throws', systemIsDark: boolean) {
  const attributes: Record<string, string> = {};
  const listeners: Array<() => void> = [];
  const choiceListeners: Array<(event: { detail: string }) => void> = [];
  const localStorage = {
    getItem(key: string) {
      if (stored === 'throws') throw new DOMException('denied', 'SecurityError');
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  const matchMedia = (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && systemIsDark;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'change') listeners.push(listener);
    },
  });
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes[name] = value;
      },
      addEventListener: (type: string, listener: (event: { detail: string }) => void) => {
        if (type === THEME_CHOICE_EVENT) choiceListeners.push(listener);
      },
    },
  };
  new Function('localStorage', 'matchMedia', 'document', THEME_SCRIPT)(localStorage, matchMedia, document);
  return {
    theme: () => attributes['data-bs-theme'],
    systemChanges(dark: boolean, newlyStored = stored) {
      systemIsDark = dark;
      stored = newlyStored;
      for (const listener of listeners) listener();
    },
    /** The app's THEME_CHOICE_EVENT, with a choice just made. */
    chooses(choice: string) {
      for (const listener of choiceListeners) listener({ detail: choice });
    },
  };
}

const themeSetBy = (stored: string | null | 'throws', systemIsDark: boolean) =>
  runThemeScript(stored, systemIsDark).theme();

describe('the theme script run before the first paint', () => {
  test.each<[string, string | null | 'throws', boolean, string]>([
    ['a stored "dark", the system light', 'dark', false, 'dark'],
    ['a stored "light", the system dark', 'light', true, 'light'],
    ['nothing stored, the system dark', null, true, 'dark'],
    ['nothing stored, the system light', null, false, 'light'],
    ['a value it does not know, the system dark', 'sepia', true, 'dark'],
    ['a value it does not know, the system light', 'sepia', false, 'light'],
    ['a storage that throws, the system dark', 'throws', true, 'dark'],
    ['a storage that throws, the system light', 'throws', false, 'light'],
  ])('with %s, shows %s', (_case, stored, systemIsDark, expected) => {
    expect(themeSetBy(stored, systemIsDark)).toBe(expected);
  });

  test('follows the system’s setting as it changes while nothing is stored, and leaves a choice alone', () => {
    const page = runThemeScript(null, false);
    page.systemChanges(true);
    expect(page.theme()).toBe('dark');
    page.systemChanges(false);
    expect(page.theme()).toBe('light');
    // Light chosen since the page opened (the app stored it): the system's change no longer counts.
    page.systemChanges(true, 'light');
    expect(page.theme()).toBe('light');
  });

  test('shows a choice the app has just made, even where the storage throws', () => {
    const page = runThemeScript('throws', false);
    page.chooses('dark');
    expect(page.theme()).toBe('dark');
    page.chooses('light');
    expect(page.theme()).toBe('light');
    page.systemChanges(true);
    page.chooses('system');
    expect(page.theme()).toBe('dark');
  });

  test('declares no global and has nothing the HTML parser would end early', () => {
    expect(THEME_SCRIPT).toMatch(/^\(function\(\)\{.*\}\)\(\)$/);
    expect(THEME_SCRIPT).not.toMatch(/<\/|<!--/);
  });
});
