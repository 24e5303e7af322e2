import {
  type DisclosureMenuControl,
  enhanceDisclosureMenu,
} from '#client/components/ui/disclosure-menu-behaviour.ts';
import { createApiClient } from '#client/lib/api.ts';
import { writeCultureCookie } from '#client/lib/cookies.ts';
import { isModifiedClick } from '#client/lib/modified-click.ts';
import { leaveForNextPage, takeFromPreviousPage } from '#client/lib/next-page-note.ts';
import { openPage } from '#client/lib/open-page.ts';
import { tellServiceWorkerCulture } from '#client/lib/service-worker.ts';
import { hasSessionHint, SIGNED_OUT_EVENT, signOut } from '#client/lib/session-api.ts';
import { resolveCulture } from '#shared/cultures.ts';
import { THEME_CHOICE_ATTRIBUTE, THEME_CHOICE_EVENT, THEME_CHOICES } from '#shared/theme.ts';

const COLLAPSE_MS = 350;

/** Where focus goes on the page a language choice opens: its menu's button, or the burger (next-page-note.ts). */
const NEXT_PAGE_FOCUS = 'fxe-next-page-focus';

/**
 * The navbar's behaviour, on every page: `header` is the <header> that <SiteNavbar /> rendered at build time,
 * as HTML only (docs/decisions/0038); site-navbar-behaviour.test.tsx renders the component and tests this
 * script on it. The page's links are real links: the browser follows them, and the current page's is already
 * marked by the build (NavLink's `active` and aria-current).
 */
export function enhanceSiteNavbar(header: HTMLElement): void {
  const toggler = header.querySelector<HTMLButtonElement>('.navbar-toggler');
  const collapsible = header.querySelector<HTMLElement>('#site-navigation');
  if (!toggler || !collapsible) return;

  let isExpanded = false;
  let stopAnimation = () => {};
  const setExpanded = (expanded: boolean) => {
    if (expanded === isExpanded) return;
    isExpanded = expanded;
    toggler.classList.toggle('collapsed', !expanded);
    toggler.setAttribute('aria-expanded', String(expanded));
    stopAnimation();
    stopAnimation = animateCollapse(collapsible, expanded);
  };
  // Folding the unfolded bar hides what had focus in it: focus goes to the burger rather than back to the page's
  // start. A bar that is not unfolded (a wide screen's, where the burger is hidden) hides nothing: focus stays.
  const collapse = () => {
    if (isExpanded && collapsible.contains(document.activeElement)) toggler.focus();
    setExpanded(false);
  };
  toggler.addEventListener('click', () => setExpanded(!isExpanded));
  // Added before any menu opens, so it runs before the menu's own Escape listener: a menu open inside the bar
  // closes first, and the bar only on the next Escape.
  document.addEventListener('keydown', (event) => {
    if (isExpanded && event.key === 'Escape' && !collapsible.querySelector('.dropdown-menu.show')) collapse();
  });

  const signInHref = hasSessionHint() ? showAccountMenu(header) : null;

  for (const link of header.querySelectorAll('a'))
    if (!link.closest('.dropdown-menu')) link.addEventListener('click', collapse);
  for (const item of header.querySelectorAll<HTMLElement>('li.dropdown')) {
    const menu = enhanceDisclosureMenu(item);
    if (menu) enhanceMenuItems(item, menu, collapse, signInHref, () => (isExpanded ? 'burger' : 'language'));
  }
  // The language chosen on the previous page: focus is back on its menu's button, or on the burger.
  const focusTarget = takeFromPreviousPage(NEXT_PAGE_FOCUS);
  if (focusTarget === 'burger') toggler.focus();
  if (focusTarget === 'language')
    header
      .querySelector('a[hreflang]')
      ?.closest('li.dropdown')
      ?.querySelector<HTMLElement>('button')
      ?.focus();
}

/**
 * What the items of each menu do: the theme's choices, the language's links, My Account's links and
 * sign-out. Every choice closes its menu and folds the bar.
 */
function enhanceMenuItems(
  item: HTMLElement,
  menu: DisclosureMenuControl,
  collapse: () => void,
  signInHref: string | null,
  /** What keeps focus once the page in another language has come: its menu's button, or the burger. */
  languageFocus: () => string,
) {
  const done = () => {
    menu.close();
    collapse();
  };
  if (item.classList.contains('theme-menu')) {
    enhanceThemeChoices([...item.querySelectorAll<HTMLButtonElement>('.dropdown-item')], done);
    return;
  }
  for (const link of item.querySelectorAll<HTMLAnchorElement>('a.dropdown-item')) {
    link.addEventListener('click', (event) => {
      // The language menu's links lead to this page in their culture (lang); a plain click also saves the
      // choice, and the browser opens the page. Another click is the browser's.
      if (link.hasAttribute('hreflang')) {
        if (isModifiedClick(event)) return;
        const culture = resolveCulture(link.getAttribute('lang'));
        writeCultureCookie(culture);
        leaveForNextPage(NEXT_PAGE_FOCUS, languageFocus());
        if (import.meta.env.PROD) tellServiceWorkerCulture(culture);
      }
      done();
    });
  }
  const signOutButton = item.querySelector<HTMLButtonElement>('[data-sign-out]');
  signOutButton?.addEventListener('click', () => {
    done();
    void signOutAndLeave(signOutButton.dataset.signOut || '/', signInHref);
  });
}

/**
 * The theme menu's buttons, in THEME_CHOICES' order as the component renders them, none marked: the current
 * choice is the one the page's theme script put on <html>; a choice goes to that script, which keeps and shows
 * it.
 */
function enhanceThemeChoices(buttons: HTMLButtonElement[], done: () => void) {
  const mark = (current: string | null) =>
    buttons.forEach((button, index) => {
      button.setAttribute('aria-current', String(THEME_CHOICES[index] === current));
    });
  mark(document.documentElement.getAttribute(THEME_CHOICE_ATTRIBUTE));
  buttons.forEach((button, index) => {
    const choice = THEME_CHOICES[index];
    button.addEventListener('click', () => {
      document.documentElement.dispatchEvent(new CustomEvent(THEME_CHOICE_EVENT, { detail: choice }));
      mark(choice ?? null);
      done();
    });
  });
}

/**
 * A browser that has signed in (the hint cookie) gets My Account instead of the sign-in link: the build put
 * its markup in the <template> right after that link's item. Returns the link's address, for sign-out.
 */
function showAccountMenu(header: HTMLElement): string | null {
  const template = header.querySelector<HTMLTemplateElement>('template[data-account-menu]');
  const signInItem = template?.previousElementSibling;
  if (!template || !signInItem) return null;
  const href = signInItem.querySelector('a')?.getAttribute('href') ?? null;
  const menu = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!menu) return null;
  signInItem.replaceWith(menu);
  // The page found out the browser is signed out (SIGNED_OUT_EVENT): the sign-in link is back.
  document.addEventListener(SIGNED_OUT_EVENT, () => menu.replaceWith(signInItem), { once: true });
  return href;
}

/**
 * Signs out through the app's API client (the anti-forgery token, the culture header), then opens the home
 * page (`homeHref`, in the page's culture). As in the app, a session the server no longer knows (401) sends the
 * visitor to sign in; any other failure leaves the page as it is (it has no error screen to show).
 */
async function signOutAndLeave(homeHref: string, signInHref: string | null) {
  const culture = resolveCulture(document.documentElement.lang);
  const api = createApiClient({
    getCulture: () => culture,
    onHttpError: (response) => {
      if (response.status === 401 && signInHref) openPage(signInHref);
    },
    unexpectedMessage: () => '',
  });
  const outcome = await signOut(api);
  if (outcome.kind === 'succeeded') openPage(homeHref);
}

/**
 * Bootstrap's collapse, without its JavaScript bundle: animates the element's height between 0 and its
 * content over 350 ms by switching Bootstrap's own classes. Under prefers-reduced-motion Bootstrap's CSS
 * removes the transition; the timer then finishes at once. Returns what stops the animation's timer, for a
 * change of mind halfway (the next call starts from the height reached).
 */
function animateCollapse(element: HTMLElement, isExpanded: boolean): () => void {
  const finish = () => {
    element.classList.remove('collapsing');
    element.classList.add('collapse');
    element.classList.toggle('show', isExpanded);
    element.style.height = '';
  };
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    finish();
    return () => {};
  }
  const from = isExpanded ? 0 : element.getBoundingClientRect().height;
  element.style.height = `${from}px`;
  element.classList.remove('collapse', 'show');
  element.classList.add('collapsing');
  // Read layout so the browser starts the transition from `from`.
  void element.offsetHeight;
  element.style.height = isExpanded ? `${element.scrollHeight}px` : '0px';
  const timer = window.setTimeout(finish, COLLAPSE_MS);
  return () => window.clearTimeout(timer);
}
