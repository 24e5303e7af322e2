import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppStateProvider } from '#client/lib/app-state.tsx';
import { readCookie } from '#client/lib/cookies.ts';
import { MemoryLocation } from '#client/lib/navigation.tsx';
import { openPage } from '#client/lib/open-page.ts';
import { SIGNED_OUT_EVENT } from '#client/lib/session-api.ts';
import { WithI18n } from '#client/test/i18n.tsx';
import { CULTURE_BASENAMES } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { THEME_CHOICE_ATTRIBUTE, THEME_SCRIPT, THEME_STORAGE_KEY } from '#shared/theme.ts';
import { SiteNavbar } from './site-navbar.tsx';
import { enhanceSiteNavbar } from './site-navbar-behaviour.ts';

vi.mock('#client/lib/open-page.ts', () => ({ openPage: vi.fn() }));

/**
 * A page: the navbar as the build renders it (<SiteNavbar />) at `url` in `culture`, put in the document as the
 * server sends it, then the page's script.
 */
function openStaticPage(url = '/pricing', culture: Culture = 'en-GB') {
  document.documentElement.lang = culture;
  document.body.innerHTML = renderToString(
    <WithI18n culture={culture}>
      <MemoryLocation url={url} basenames={CULTURE_BASENAMES}>
        <AppStateProvider>
          <SiteNavbar />
        </AppStateProvider>
      </MemoryLocation>
    </WithI18n>,
  );
  const header = document.querySelector('header') as HTMLElement;
  enhanceSiteNavbar(header);
  const burger = header.querySelector('.navbar-toggler') as HTMLButtonElement;
  const bar = document.getElementById('site-navigation') as HTMLElement;
  return { header, burger, bar };
}

/** Links are followed by the browser, which jsdom cannot do: the clicks it would follow, and whether it would. */
let followed: { href: string; prevented: boolean }[] = [];
const follow = (event: MouseEvent) => {
  const link = (event.target as Element).closest('a');
  if (!link) return;
  followed.push({ href: link.getAttribute('href') ?? '', prevented: event.defaultPrevented });
  event.preventDefault();
};
const setCookie = (name: string, value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookies a browser would have.
  document.cookie = `${name}=${value}; Path=/`;
};
const clearCookie = (name: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookies a browser would have.
  document.cookie = `${name}=; Path=/; Max-Age=0`;
};
const loadThemeScript = () => new Function(THEME_SCRIPT)();

beforeEach(() => {
  followed = [];
  window.addEventListener('click', follow);
  localStorage.clear();
  loadThemeScript();
  vi.mocked(openPage).mockClear();
});
afterEach(() => {
  // Closes what the test left open, so its listeners on the document go before the next page's.
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  window.removeEventListener('click', follow);
  for (const name of ['signed_in', 'culture', 'XSRF-TOKEN']) clearCookie(name);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the navbar as built', () => {
  test('is folded, and marks the current page and culture without a script', () => {
    document.body.innerHTML = '';
    const html = renderToString(
      <WithI18n culture="es-ES">
        <MemoryLocation url="/es/pricing" basenames={CULTURE_BASENAMES}>
          <AppStateProvider>
            <SiteNavbar />
          </AppStateProvider>
        </MemoryLocation>
      </WithI18n>,
    );
    document.body.innerHTML = html;
    const burger = document.querySelector('.navbar-toggler');
    expect(burger).toHaveClass('collapsed');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-navigation')).toHaveClass('collapse', 'navbar-collapse');
    expect(document.getElementById('site-navigation')).not.toHaveClass('show');
    const current = document.querySelectorAll('.nav-link[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute('href'))).toEqual(['/es/pricing']);
    expect(current[0]).toHaveClass('active');
    const culture = document.querySelector('.dropdown-item[aria-current="page"]');
    expect(culture).toHaveAttribute('lang', 'es-ES');
    expect(culture).toHaveClass('active');
  });
});

describe('the burger', () => {
  test('unfolds and folds the bar with Bootstrap’s collapse, over 350 ms', () => {
    vi.useFakeTimers();
    const { burger, bar } = openStaticPage();
    burger.click();
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).not.toHaveClass('collapsed');
    expect(bar).toHaveClass('collapsing');
    expect(bar).not.toHaveClass('collapse');
    expect(bar.style.height).toBe('0px');
    vi.advanceTimersByTime(349);
    expect(bar).toHaveClass('collapsing');
    vi.advanceTimersByTime(1);
    expect(bar).toHaveClass('collapse', 'show');
    expect(bar).not.toHaveClass('collapsing');
    expect(bar.style.height).toBe('');

    burger.click();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveClass('collapsed');
    expect(bar).toHaveClass('collapsing');
    vi.advanceTimersByTime(350);
    expect(bar).toHaveClass('collapse');
    expect(bar).not.toHaveClass('show');
  });

  test('a second press halfway turns the animation back, and the first one’s end never comes', () => {
    vi.useFakeTimers();
    const { burger, bar } = openStaticPage();
    burger.click();
    vi.advanceTimersByTime(200);
    burger.click();
    vi.advanceTimersByTime(200);
    expect(bar).toHaveClass('collapsing');
    expect(bar).not.toHaveClass('show');
    vi.advanceTimersByTime(150);
    expect(bar).toHaveClass('collapse');
    expect(bar).not.toHaveClass('show');
  });

  test('under reduced motion, unfolds and folds at once', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
    }));
    const { burger, bar } = openStaticPage();
    burger.click();
    expect(bar).toHaveClass('collapse', 'show');
    expect(bar).not.toHaveClass('collapsing');
    burger.click();
    expect(bar).toHaveClass('collapse');
    expect(bar).not.toHaveClass('show');
  });
});

describe('a menu', () => {
  test('opens and closes with its button', async () => {
    openStaticPage();
    const button = screen.getByRole('button', { name: 'Theme' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('dropdown-menu', 'show');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('show');
  });

  test('closes on Escape and gives focus back to its button', async () => {
    openStaticPage();
    const button = screen.getByRole('button', { name: /Language/ });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  test('closes on a press outside it, and not on one inside', async () => {
    openStaticPage();
    const button = screen.getByRole('button', { name: 'Theme' });
    await userEvent.click(button);
    await userEvent.pointer({
      keys: '[MouseLeft>]',
      target: button.parentElement?.querySelector('ul') as Element,
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.pointer({ keys: '[/MouseLeft]' });
    await userEvent.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when focus leaves it', async () => {
    openStaticPage();
    const theme = screen.getByRole('button', { name: 'Theme' });
    const language = screen.getByRole('button', { name: /Language/ });
    await userEvent.click(language);
    theme.focus();
    expect(language).toHaveAttribute('aria-expanded', 'false');
  });

  test('one opening closes the other', async () => {
    openStaticPage();
    const theme = screen.getByRole('button', { name: 'Theme' });
    const language = screen.getByRole('button', { name: /Language/ });
    await userEvent.click(language);
    await userEvent.click(theme);
    expect(language).toHaveAttribute('aria-expanded', 'false');
    expect(theme).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the unfolded bar', () => {
  test('folds on Escape, focus going from inside it to the burger', async () => {
    const { burger } = openStaticPage();
    await userEvent.click(burger);
    screen.getByRole('link', { name: 'Contact' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  test('folds on Escape without moving focus that was elsewhere', async () => {
    const { burger } = openStaticPage();
    await userEvent.click(burger);
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    await userEvent.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(outside).toHaveFocus();
  });

  test('with a menu open in it, Escape closes the menu first and the bar on the next one', async () => {
    const { burger } = openStaticPage();
    await userEvent.click(burger);
    const theme = screen.getByRole('button', { name: 'Theme' });
    await userEvent.click(theme);
    await userEvent.keyboard('{Escape}');
    expect(theme).toHaveAttribute('aria-expanded', 'false');
    expect(theme).toHaveFocus();
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  test.each([
    ['a page’s link', 'Pricing'],
    ['the brand', /FakeXrmEasy/],
    ['the external docs', /Docs/],
    ['sign-in', 'Sign In'],
  ])('folds when %s is clicked, which the browser follows', async (_, name) => {
    const { burger } = openStaticPage();
    await userEvent.click(burger);
    const link = screen.getByRole('link', { name });
    await userEvent.click(link);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(followed).toEqual([{ href: link.getAttribute('href'), prevented: false }]);
  });
});

describe('the theme menu', () => {
  test.each<[Culture, string, string[]]>([
    ['en-GB', 'Theme', ['System', 'Light', 'Dark']],
    ['es-ES', 'Tema', ['Sistema', 'Claro', 'Oscuro']],
    ['ca-ES', 'Tema', ['Sistema', 'Clar', 'Fosc']],
  ])('is a button named for the theme with three choices, in %s', async (culture, name, choices) => {
    openStaticPage('/pricing', culture);
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(button.closest('li') as HTMLElement);
    expect(
      menu
        .getAllByRole('button')
        .slice(1)
        .map((choice) => choice.textContent),
    ).toEqual(choices);
  });

  test('marks the choice the theme script put on <html>', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    loadThemeScript();
    openStaticPage();
    await userEvent.click(screen.getByRole('button', { name: 'Theme' }));
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-current', 'false');
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-current', 'false');
  });

  test('a choice goes to the theme script, is marked, and closes the menu and the bar', async () => {
    const { burger } = openStaticPage();
    await userEvent.click(burger);
    const button = screen.getByRole('button', { name: 'Theme' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute(THEME_CHOICE_ATTRIBUTE, 'dark');
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    // The menu's button had focus back, inside the bar being folded: the burger has it now.
    expect(burger).toHaveFocus();
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-current', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
  });

  test('a choice with the bar not unfolded (a wide screen) gives focus back to the menu’s button', async () => {
    const { burger } = openStaticPage();
    const button = screen.getByRole('button', { name: 'Theme' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test('works from the keyboard: Enter opens, Tab reaches a choice, Escape closes', async () => {
    openStaticPage();
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

describe('the language menu', () => {
  test('links to this page in each culture', async () => {
    openStaticPage('/es/pricing', 'es-ES');
    await userEvent.click(screen.getByRole('button', { name: /Idioma/ }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Castellano' })).toHaveAttribute('href', '/es/pricing');
    expect(screen.getByRole('link', { name: 'Català' })).toHaveAttribute('href', '/ca/pricing');
  });

  test('a plain click saves the culture, closes the menu and the bar, and the browser opens the page', async () => {
    const { burger } = openStaticPage('/pricing', 'en-GB');
    await userEvent.click(burger);
    const button = screen.getByRole('button', { name: /Language/ });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Català' }));
    expect(readCookie('culture')).toBe('ca-ES');
    expect(followed).toEqual([{ href: '/ca/pricing', prevented: false }]);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click with a modifier key is the browser’s alone (a new tab): nothing is saved', async () => {
    openStaticPage('/pricing', 'en-GB');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Language/ });
    await user.click(button);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Castellano' }));
    await user.keyboard('{/Control}');
    expect(readCookie('culture')).toBe('');
    expect(followed).toEqual([{ href: '/es/pricing', prevented: false }]);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the account menu', () => {
  test('a browser that never signed in gets the sign-in link', () => {
    openStaticPage('/es/training', 'es-ES');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/es/account/signin',
    );
    expect(screen.queryByRole('button', { name: 'Mi cuenta' })).not.toBeInTheDocument();
  });

  test('the sign-in link comes back when the page finds the browser signed out (an account deleted)', () => {
    setCookie('signed_in', '1');
    openStaticPage('/es/account/data', 'es-ES');
    expect(screen.getByRole('button', { name: 'Mi cuenta' })).toBeInTheDocument();
    document.dispatchEvent(new Event(SIGNED_OUT_EVENT));
    expect(screen.queryByRole('button', { name: 'Mi cuenta' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/es/account/signin',
    );
  });

  test('a browser that signed in gets My Account in its place, a working menu', async () => {
    setCookie('signed_in', '1');
    const { burger } = openStaticPage('/es/training', 'es-ES');
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Mi cuenta' });
    // In the sign-in link's place: the last of the bar's items.
    expect(button.closest('li')?.nextElementSibling?.tagName).toBe('TEMPLATE');
    await userEvent.click(burger);
    await userEvent.click(button);
    const menu = within(button.closest('li') as HTMLElement);
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/es/account/dashboard',
      '/es/account/billing',
      '/es/account/licences',
      '/es/account/security',
      '/es/account/data',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(menu.getAllByRole('link')[1] as HTMLElement);
    expect(followed).toEqual([{ href: '/es/account/billing', prevented: false }]);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  function replyToSignOut(response: Response) {
    const fetch = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  test('sign-out calls the API in the page’s culture, then opens the culture’s home page', async () => {
    setCookie('signed_in', '1');
    setCookie('XSRF-TOKEN', 'token');
    const fetch = replyToSignOut(
      Response.json({ succeeded: true, model: null, list: null, errorMessage: '' }),
    );
    const { burger } = openStaticPage('/es/training', 'es-ES');
    await userEvent.click(burger);
    const button = screen.getByRole('button', { name: 'Mi cuenta' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(openPage).toHaveBeenCalledWith('/es/home'));
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(
      '/api/account/signout',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'X-APP-CULTURE': 'es-ES', 'X-XSRF-TOKEN': 'token' }),
      }),
    );
  });

  test('a sign-out the server refuses stays on the page', async () => {
    setCookie('signed_in', '1');
    setCookie('XSRF-TOKEN', 'token');
    const fetch = replyToSignOut(Response.json({ succeeded: false, errorMessage: 'No' }));
    openStaticPage();
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(openPage).not.toHaveBeenCalled();
  });

  test('a session the server no longer knows (401) sends the visitor to sign in', async () => {
    setCookie('signed_in', '1');
    setCookie('XSRF-TOKEN', 'token');
    replyToSignOut(new Response('', { status: 401 }));
    openStaticPage('/ca/training', 'ca-ES');
    await userEvent.click(screen.getByRole('button', { name: 'El meu compte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tanca la sessió' }));
    await vi.waitFor(() => expect(openPage).toHaveBeenCalledWith('/ca/account/signin'));
    expect(openPage).toHaveBeenCalledOnce();
  });
});
