import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '#shared/theme.ts';
import { chooseTheme, readThemeChoice } from './theme.ts';

/** A stand-in for the system's setting. */
function fakeSystem(isDark: boolean) {
  vi.stubGlobal('matchMedia', () => ({ matches: isDark }));
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
