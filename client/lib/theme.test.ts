import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { THEME_CHOICE_EVENT, THEME_STORAGE_KEY } from '#shared/theme.ts';
import { chooseTheme, readThemeChoice } from './theme.ts';

/** The choices the app has sent the theme script (shared/theme.ts), which shows them. */
function sentChoices(): string[] {
  const sent: string[] = [];
  const listener = (event: Event) => sent.push((event as CustomEvent<string>).detail);
  document.documentElement.addEventListener(THEME_CHOICE_EVENT, listener);
  stops.push(() => document.documentElement.removeEventListener(THEME_CHOICE_EVENT, listener));
  return sent;
}
const stops: Array<() => void> = [];

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
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

  test('Dark and Light are stored; System stores nothing; each is sent to the theme script', () => {
    const sent = sentChoices();
    chooseTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    chooseTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    chooseTheme('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(sent).toEqual(['light', 'dark', 'system']);
  });

  test('is still sent to the theme script when the storage throws', () => {
    const sent = sentChoices();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    chooseTheme('dark');
    expect(sent).toEqual(['dark']);
  });
});
