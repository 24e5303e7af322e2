import { describe, expect, test } from 'vitest';
import { THEME_CHOICE_ATTRIBUTE, THEME_CHOICE_EVENT, THEME_SCRIPT, THEME_STORAGE_KEY } from './theme.ts';

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
    setItem(key: string, value: string) {
      if (stored === 'throws') throw new DOMException('denied', 'SecurityError');
      if (key === THEME_STORAGE_KEY) stored = value;
    },
    removeItem(key: string) {
      if (stored === 'throws') throw new DOMException('denied', 'SecurityError');
      if (key === THEME_STORAGE_KEY) stored = null;
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
    choice: () => attributes[THEME_CHOICE_ATTRIBUTE],
    stored: () => stored,
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

describe('the theme script run before the first paint', () => {
  test.each<[string, string | null | 'throws', boolean, string, string]>([
    ['a stored "dark", the system light', 'dark', false, 'dark', 'dark'],
    ['a stored "light", the system dark', 'light', true, 'light', 'light'],
    ['nothing stored, the system dark', null, true, 'dark', 'system'],
    ['nothing stored, the system light', null, false, 'light', 'system'],
    ['a value it does not know, the system dark', 'sepia', true, 'dark', 'system'],
    ['a value it does not know, the system light', 'sepia', false, 'light', 'system'],
    ['a storage that throws, the system dark', 'throws', true, 'dark', 'system'],
    ['a storage that throws, the system light', 'throws', false, 'light', 'system'],
  ])('with %s, shows %s and names the choice %s', (_case, stored, systemIsDark, theme, choice) => {
    const page = runThemeScript(stored, systemIsDark);
    expect(page.theme()).toBe(theme);
    expect(page.choice()).toBe(choice);
  });

  test('keeps a choice the app sends: Light and Dark stored, System removed', () => {
    const page = runThemeScript(null, true);
    page.chooses('light');
    expect([page.stored(), page.theme(), page.choice()]).toEqual(['light', 'light', 'light']);
    page.chooses('dark');
    expect([page.stored(), page.theme(), page.choice()]).toEqual(['dark', 'dark', 'dark']);
    page.chooses('system');
    expect([page.stored(), page.theme(), page.choice()]).toEqual([null, 'dark', 'system']);
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
