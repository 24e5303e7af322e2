import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '#shared/theme.ts';
import { chooseTheme, followSystemTheme, readThemeChoice } from './theme.ts';

/** A stand-in for the system's setting, whose changes the test can send. */
function fakeSystem(isDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return isDark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(dark: boolean) {
      isDark = dark;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

const shownTheme = () => document.documentElement.getAttribute('data-bs-theme');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-bs-theme');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the theme choice', () => {
  test.each([
    ['dark', 'dark'],
    ['light', 'light'],
    [null, 'system'],
    ['sepia', 'system'],
  ])('stored as %s, reads as %s', (stored, expected) => {
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    expect(readThemeChoice()).toBe(expected);
  });

  test('reads as "system" when the storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readThemeChoice()).toBe('system');
  });

  test('Dark and Light are stored and shown; System stores nothing and shows the system’s', () => {
    fakeSystem(true);
    chooseTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(shownTheme()).toBe('light');
    chooseTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(shownTheme()).toBe('dark');
    chooseTheme('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(shownTheme()).toBe('dark');
  });

  test('is still shown when the storage throws', () => {
    fakeSystem(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    chooseTheme('dark');
    expect(shownTheme()).toBe('dark');
  });
});

describe('following the system', () => {
  test('changes the page with the system’s setting while the choice is System', () => {
    const system = fakeSystem(false);
    chooseTheme('system');
    const stop = followSystemTheme();
    system.change(true);
    expect(shownTheme()).toBe('dark');
    system.change(false);
    expect(shownTheme()).toBe('light');
    stop();
    expect(system.listeners.size).toBe(0);
  });

  test('leaves a chosen theme alone', () => {
    const system = fakeSystem(false);
    chooseTheme('light');
    followSystemTheme();
    system.change(true);
    expect(shownTheme()).toBe('light');
  });
});
