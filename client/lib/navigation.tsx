import {
  type ComponentProps,
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { isModifiedClick } from './modified-click.ts';
import { openPage, replacePage } from './open-page.ts';

/**
 * Where the visitor is, and how a page sends them elsewhere (docs/decisions/0038). There is no router: every page
 * is a document of its own that knows which page it is (#root's data-page, client/pages.tsx), so a link is an
 * <a> the browser follows and a navigation to another path loads that page. What stays in the page is its
 * address: the hooks read it (the current query, the culture's prefix), and a change of the query alone (a
 * calculator's figures, a list's filter) updates it without loading anything.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /**
   * The prefix the URL has before the site's path ('/es' in '/es/pricing', '' for none). Links and navigations
   * work with the path after it and keep the prefix unless told another.
   */
  basename: string;
}

/** An absolute path ('/quote?users=5'), a path's parts, or only a search or hash on the current path. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  /** In place of the current history entry (a redirect: Back does not return to it). */
  replace?: boolean;
  /** Another of the basenames for the new URL (the same page in another culture). */
  basename?: string;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

/** The prefixes a URL may start with (the cultures' '/es' and '/ca'); the site's paths come after them. */
export type Basenames = readonly string[];

interface Navigation {
  location: Location;
  navigate: NavigateFunction;
}

const NavigationContext = createContext<Navigation | null>(null);

function useNavigation(hook: string): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error(`${hook} may be used only inside a location provider`);
  return navigation;
}

// ----- Paths -----

function parsePath(path: string): Partial<Location> {
  const parsed: Partial<Location> = {};
  let rest = path;
  const hashIndex = rest.indexOf('#');
  if (hashIndex >= 0) {
    parsed.hash = rest.slice(hashIndex);
    rest = rest.slice(0, hashIndex);
  }
  const searchIndex = rest.indexOf('?');
  if (searchIndex >= 0) {
    parsed.search = rest.slice(searchIndex);
    rest = rest.slice(0, searchIndex);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

const normaliseSearch = (search = '') =>
  !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
const normaliseHash = (hash = '') => (!hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`);

/** The pathname, search and hash `to` leads to from `currentPathname`. */
function resolve(to: To, currentPathname: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const pathname = parts.pathname ?? currentPathname;
  if (!pathname.startsWith('/')) throw new Error(`Paths are absolute, not "${pathname}"`);
  return { pathname, search: normaliseSearch(parts.search), hash: normaliseHash(parts.hash) };
}

/** The URL of a site path under a basename: '/es' + '/pricing'; the site's root is the basename itself. */
function createHref(
  basename: string,
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>,
) {
  return (basename && pathname === '/' ? basename : basename + pathname) + search + hash;
}

/** A URL's basename and the site path after it: '/es/pricing' → '/es', '/pricing'; '/es' → '/es', '/'. */
function splitBasename(urlPathname: string, basenames: Basenames): { basename: string; pathname: string } {
  const lower = urlPathname.toLowerCase();
  for (const basename of basenames) {
    if (lower === basename || lower === `${basename}/`) return { basename, pathname: '/' };
    if (lower.startsWith(`${basename}/`)) return { basename, pathname: urlPathname.slice(basename.length) };
  }
  return { basename: '', pathname: urlPathname };
}

/** Where a URL leads: its basename, and the site path, search and hash after it. */
function locationOf(url: string, basenames: Basenames): Location {
  const parts = resolve(url, '/');
  return { ...parts, ...splitBasename(parts.pathname, basenames) };
}

/** Whether `to` leaves the current page: another path, or the same page in another culture. */
function leavesPage(from: Location, to: Pick<Location, 'pathname'>, basename: string): boolean {
  return to.pathname.toLowerCase() !== from.pathname.toLowerCase() || basename !== from.basename;
}

// ----- Providers -----

const readBrowserLocation = (basenames: Basenames) =>
  locationOf(window.location.pathname + window.location.search + window.location.hash, basenames);

/**
 * The browser's address. A navigation to another page loads it, so the browser keeps history, scroll positions and
 * focus as it does for any site. A change of the current page's query is pushed to the history and the page
 * re-renders, in a transition; Back returns to the previous query.
 */
export function BrowserLocation({
  children,
  basenames = [],
}: {
  children: ReactNode;
  basenames?: Basenames;
}) {
  const [location, setLocation] = useState(() => readBrowserLocation(basenames));

  useEffect(() => {
    const onPopState = () => setLocation(readBrowserLocation(basenames));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basenames]);

  const navigate = useCallback<NavigateFunction>(
    (to, { replace = false, basename } = {}) => {
      const current = readBrowserLocation(basenames);
      const target = resolve(to, current.pathname);
      const targetBasename = basename ?? current.basename;
      const url = createHref(targetBasename, target);
      if (leavesPage(current, target, targetBasename)) {
        if (replace) replacePage(url);
        else openPage(url);
        return;
      }
      if (replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      startTransition(() => setLocation(readBrowserLocation(basenames)));
    },
    [basenames],
  );
  const navigation = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

/**
 * An address held in memory: the build renders a page at its URL with it, and tests open a page with it and read
 * where a navigation led (the location changes; nothing is loaded).
 */
export function MemoryLocation({
  url,
  basenames = [],
  children,
}: {
  url: string;
  basenames?: Basenames;
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => locationOf(url, basenames));
  const current = useRef(location);
  current.current = location;
  const navigate = useCallback<NavigateFunction>((to, { basename } = {}) => {
    const { pathname, basename: currentBasename } = current.current;
    const next = { ...resolve(to, pathname), basename: basename ?? currentBasename };
    startTransition(() => setLocation(next));
  }, []);
  const navigation = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

// ----- Hooks -----

export function useLocation(): Location {
  return useNavigation('useLocation()').location;
}

/** A function that navigates: `navigate('/account/signin')`, `navigate(path, { replace: true })`. */
export function useNavigate(): NavigateFunction {
  return useNavigation('useNavigate()').navigate;
}

/** The current URL's query, and a function to change it (it stays in the page). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useNavigation('useSearchParams()');
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearchParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => navigate(`?${next}`, options),
    [navigate],
  );
  return [searchParams, setSearchParams];
}

/** The URL a link to `to` has from the current location (under `basename`, or the current one). */
export function useHref(to: To, basename?: string): string {
  const { location } = useNavigation('useHref()');
  return createHref(basename ?? location.basename, resolve(to, location.pathname));
}

// ----- Links -----

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  /** Another of the basenames (a link to the same page in another culture). */
  basename?: string;
};

export { isModifiedClick };

/** A link to a path of the site, under the current culture's prefix (or `basename`): the browser follows it. */
export function Link({ to, basename, ...rest }: LinkProps) {
  const href = useHref(to, basename);
  return <a {...rest} href={href} />;
}

/**
 * A link that knows whether it leads to the current page: then it has the `active` class and
 * aria-current="page". It is active on its path and, unless `end`, below it.
 */
export function NavLink({ className = '', end = false, ...props }: LinkProps & { end?: boolean }) {
  const { location } = useNavigation('<NavLink>');
  const toPathname = resolve(props.to, location.pathname).pathname.toLowerCase();
  const pathname = location.pathname.toLowerCase();
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    pathname === toPathname || (!end && pathname.startsWith(toPathname) && pathname.charAt(endSlash) === '/');
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={[className, isActive ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}
