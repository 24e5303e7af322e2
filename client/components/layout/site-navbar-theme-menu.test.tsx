import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import type { Culture } from '#shared/cultures.ts';
import { THEME_SCRIPT, THEME_STORAGE_KEY } from '#shared/theme.ts';
import { SiteNavbarThemeMenu } from './site-navbar-theme-menu.tsx';

/** Opens a page: the page's own theme script runs first, and keeps and shows the choices (a light system). */
const loadPage = () => new Function(THEME_SCRIPT)();
beforeEach(() => {
  localStorage.clear();
  loadPage();
});

function renderMenu(culture: Culture = 'en-GB') {
  const collapse = vi.fn();
  render(
    <WithI18n culture={culture}>
      <ul>
        <SiteNavbarThemeMenu collapse={collapse} />
      </ul>
    </WithI18n>,
  );
  return { collapse };
}

describe('the theme menu', () => {
  test.each<[Culture, string, string[]]>([
    ['en-GB', 'Theme', ['System', 'Light', 'Dark']],
    ['es-ES', 'Tema', ['Sistema', 'Claro', 'Oscuro']],
    ['ca-ES', 'Tema', ['Sistema', 'Clar', 'Fosc']],
  ])('is a button named for the theme with three choices, in %s', async (culture, name, choices) => {
    renderMenu(culture);
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const choice of choices) expect(screen.getByRole('button', { name: choice })).toBeVisible();
  });

  test('marks the stored choice as the current one', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    loadPage();
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Theme' }));
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-current', 'false');
  });

  test('a choice switches the page, is kept, closes the menu and the bar, and gives focus back', async () => {
    const { collapse } = renderMenu();
    const button = screen.getByRole('button', { name: 'Theme' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(collapse).toHaveBeenCalled();
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-current', 'true');
  });

  test('works from the keyboard: Enter opens, Tab reaches a choice, Escape closes', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Theme' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
