import {
  Children,
  type ComponentProps,
  createContext,
  Fragment,
  isValidElement,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { isModifiedClick } from './modified-click.ts';

/**
 * The site's router (docs/decisions/0013): the part of React Router's declarative mode the site uses, with
 * React Router's behaviour, in a few lines instead of 14 KB of every page's first load. Route paths are
 * static or "*" and every link is an absolute path (the app builds them all from PATHS); as in React
 * Router, paths match case-insensitively with or without a trailing slash, the most specific route wins, a
 * link to the current URL replaces the history entry, and every location change is a transition, so a page
 * whose code is still loading leaves the previous one on screen until it is ready.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** The state given to navigate(), kept in the history entry. */
  state: unknown;
  /** Unique to each navigation ('default' for the first page and for entries the router did not make). */
  key: string;
  /**
   * The prefix the URL has before the app's path ('/es' in '/es/pricing', '' for none). Routes and links
   * work with the path after it; every link and navigation keeps it unless told another.
   */
  basename: string;
}

/** An absolute path ('/quote?users=5'), a path's parts, or only a search or hash on the current path. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Another of the router's basenames for the new URL (the same page in another culture). */
  basename?: string;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

interface Router {
  location: Location;
  navigate: NavigateFunction;
}

/** The prefixes a URL may start with (the cultures' '/es' and '/ca'); the app's paths come after them. */
export type Basenames = readonly string[];

const RouterContext = createContext<Router | null>(null);
const OutletContext = createContext<ReactNode>(null);

function useRouter(hook: string): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} may be used only inside a router`);
  return router;
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
  if (!pathname.startsWith('/')) throw new Error(`The router takes absolute paths only, not "${pathname}"`);
  return { pathname, search: normaliseSearch(parts.search), hash: normaliseHash(parts.hash) };
}

function createPath({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return pathname + search + hash;
}

/** The URL of an app path under a basename: '/es' + '/pricing'; the app's root is the basename itself. */
function createHref(basename: string, parts: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return createPath({
    ...parts,
    pathname: basename && parts.pathname === '/' ? basename : basename + parts.pathname,
  });
}

/** A URL's basename and the app path after it: '/es/pricing' → '/es', '/pricing'; '/es' → '/es', '/'. */
function splitBasename(urlPathname: string, basenames: Basenames): { basename: string; pathname: string } {
  const lower = urlPathname.toLowerCase();
  for (const basename of basenames) {
    if (lower === basename || lower === `${basename}/`) return { basename, pathname: '/' };
    if (lower.startsWith(`${basename}/`)) return { basename, pathname: urlPathname.slice(basename.length) };
  }
  return { basename: '', pathname: urlPathname };
}

const createKey = () => Math.random().toString(36).slice(2, 10);

// ----- Routers -----

/** What a history entry holds: the navigation's state (`usr`) and key, as React Router keeps them. */
interface EntryState {
  usr?: unknown;
  key?: string;
  /** Names an entry the router did not make (the first page, a plain link to a #fragment): see readBrowserView. */
  scrollKey?: string;
}

function readBrowserLocation(basenames: Basenames): Location {
  const { search, hash } = window.location;
  const { basename, pathname } = splitBasename(window.location.pathname, basenames);
  const state = window.history.state as EntryState | null;
  return { pathname, search, hash, basename, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

interface BrowserView {
  location: Location;
  /** The key of the history entry's scroll position. */
  entry: string;
  /** Back or Forward to an entry shown before: its scroll position comes back. */
  restore: boolean;
}

/**
 * The current entry's location and scroll key. An entry without a key is given one, so one without a key
 * on a popstate is an entry the browser has just made (a link to a #fragment), not a Back or Forward.
 */
function readBrowserView(traversal: boolean, basenames: Basenames): BrowserView {
  const state = window.history.state as EntryState | null;
  const known = state?.key ?? state?.scrollKey;
  const entry = known ?? createKey();
  if (!known) window.history.replaceState({ ...state, scrollKey: entry }, '');
  return { location: readBrowserLocation(basenames), entry, restore: traversal && !!known };
}

/** Instantly, whatever a stylesheet says of `scroll-behavior`: a page change never glides. */
const scrollInstantly = (top: number) => window.scrollTo({ left: 0, top, behavior: 'instant' });

/**
 * The browser's router: the location is the address bar's, navigations go through the History API. It
 * restores scroll positions itself (history.scrollRestoration is 'manual'), because the browser would restore
 * them on Back before the earlier page is back on screen: a new page starts at the top, and Back and Forward
 * return to where the reader was, once that page has rendered. A change of the query or #fragment alone does
 * not scroll (a page showing a #fragment's heading scrolls to it itself). A reload or a return from another
 * site is the browser's to restore, as before.
 */
export function BrowserRouter({ children, basenames = [] }: { children: ReactNode; basenames?: Basenames }) {
  // The first render gives the first page's entry its scroll key.
  const [view, setView] = useState(() => readBrowserView(false, basenames));
  const [positions] = useState(() => new Map<string, number>());
  /** The view on screen; a navigation's view may still be loading. */
  const shown = useRef<BrowserView>(null);
  const saveScroll = useCallback(() => {
    if (shown.current) positions.set(shown.current.entry, window.scrollY);
  }, [positions]);
  const show = useCallback((next: BrowserView) => startTransition(() => setView(next)), []);

  useLayoutEffect(() => {
    const { history } = window;
    const onPopState = () => {
      saveScroll();
      show(readBrowserView(true, basenames));
    };
    // Leaving the page (a reload, another site): the browser keeps and restores this entry's position itself.
    const onPageHide = () => {
      history.scrollRestoration = 'auto';
    };
    const onPageShow = () => {
      history.scrollRestoration = 'manual';
    };
    onPageShow();
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      onPageHide();
    };
  }, [saveScroll, show, basenames]);

  // After the page's own effects (a parent's run after its children's), so after the layout's.
  useEffect(() => {
    const previous = shown.current;
    shown.current = view;
    if (!previous || previous === view) return;
    const saved = view.restore ? positions.get(view.entry) : undefined;
    if (saved !== undefined) {
      scrollInstantly(saved);
      // Once more after a scroll the page makes in a frame of its own (the docs' #fragment).
      const frame = requestAnimationFrame(() => scrollInstantly(saved));
      return () => cancelAnimationFrame(frame);
    }
    if (view.location.pathname !== previous.location.pathname) scrollInstantly(0);
  }, [view, positions]);

  const navigate = useCallback<NavigateFunction>(
    (to, { replace = false, state = null, basename } = {}) => {
      const current = splitBasename(window.location.pathname, basenames);
      const url = createHref(basename ?? current.basename, resolve(to, current.pathname));
      const entry = { usr: state, key: createKey() };
      if (replace) window.history.replaceState(entry, '', url);
      else {
        saveScroll();
        try {
          window.history.pushState(entry, '', url);
        } catch (error) {
          // A browser that limits history entries: load the page instead (as React Router does).
          if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
          window.location.assign(url);
          return;
        }
      }
      show(readBrowserView(false, basenames));
    },
    [saveScroll, show, basenames],
  );
  const { location } = view;
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** Where a URL leads: its basename, and the app path, search and hash after it. */
function locationOf(url: string, basenames: Basenames): Location {
  const parts = resolve(url, '/');
  const { basename, pathname } = splitBasename(parts.pathname, basenames);
  return { ...parts, pathname, basename, state: null, key: 'default' };
}

/** The build-time renderer's router: one location, no navigation. */
export function StaticRouter({
  location,
  basenames = [],
  children,
}: {
  location: string;
  basenames?: Basenames;
  children: ReactNode;
}) {
  const router = useMemo<Router>(
    () => ({ location: locationOf(location, basenames), navigate: () => {} }),
    [location, basenames],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** A router that keeps its history in memory (tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  basenames = [],
  children,
}: {
  initialEntries?: string[];
  basenames?: Basenames;
  children: ReactNode;
}) {
  const [location, setLocation] = useState<Location>(() =>
    locationOf(initialEntries[initialEntries.length - 1] ?? '/', basenames),
  );
  const current = useRef(location);
  current.current = location;
  const navigate = useCallback<NavigateFunction>((to, { state = null, basename } = {}) => {
    const { pathname, basename: currentBasename } = current.current;
    const next = { ...resolve(to, pathname), basename: basename ?? currentBasename, state, key: createKey() };
    startTransition(() => setLocation(next));
  }, []);
  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

// ----- Hooks -----

export function useLocation(): Location {
  return useRouter('useLocation()').location;
}

/** A function that navigates: `navigate('/account/signin')`, `navigate(path, { replace: true })`. */
export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate()').navigate;
}

/** The current URL's query, and a function to change it (a navigation). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter('useSearchParams()');
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearchParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => navigate(`?${next}`, options),
    [navigate],
  );
  return [searchParams, setSearchParams];
}

// ----- Routes -----

export interface RouteProps {
  /** A static path ('/pricing', or 'overview' under a parent), or '*' for any path. */
  path?: string;
  /** Matches its parent's path exactly. */
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of <Routes>: it renders nothing itself. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only ever to be used as the child of <Routes>');
}

interface Branch {
  matcher: RegExp;
  score: number;
  /** The elements from the outermost route to the matched one. */
  elements: ReactNode[];
}

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** React Router's ranking: static segments weigh most, an index route a little more, a splat least. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  const isSplat = (segment: string) => segment === '*';
  let total = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) if (!isSplat(segment)) total += segment === '' ? 1 : 10;
  return total;
}

function compile(path: string): RegExp {
  if (/\/:|\?/.test(path)) throw new Error(`Route paths are static or "*", not "${path}"`);
  const base = path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&');
  const end = !path.endsWith('*') ? '\\/*$' : path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  return new RegExp(`^${base}${end}`, 'i');
}

function collectBranches(children: ReactNode, parentPath: string, parents: ReactNode[], branches: Branch[]) {
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      collectBranches(child.props.children, parentPath, parents, branches);
      return;
    }
    if (child.type !== Route) throw new Error('Every child of <Routes> must be a <Route> or a fragment');
    const { path, index = false, element, children: nested } = child.props;
    const relative = path?.startsWith('/') ? path.slice(parentPath.length) : (path ?? '');
    const fullPath = joinPaths([parentPath, relative]);
    const elements = [...parents, element];
    if (nested) collectBranches(nested, fullPath, elements, branches);
    if (path === undefined && !index) return;
    branches.push({ matcher: compile(fullPath), score: score(fullPath, index), elements });
  });
}

function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** Renders the best route for the current location, each route's element around the next one's (<Outlet />). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branches: Branch[] = [];
  collectBranches(children, '', [], branches);
  // A stable sort: among equally specific routes, the first declared wins.
  branches.sort((a, b) => b.score - a.score);
  const decoded = decodePath(pathname);
  const branch = branches.find((b) => b.matcher.test(decoded));
  if (!branch) return null;
  let outlet: ReactNode = null;
  for (let i = branch.elements.length - 1; i >= 0; i--) {
    const element = branch.elements[i] ?? outlet;
    outlet = <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>;
  }
  return outlet;
}

/** Where a route's matched child route renders. */
export function Outlet(): ReactNode {
  return useContext(OutletContext);
}

/** Navigates once rendered in the browser (never while prerendering). */
export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  const navigate = useNavigate();
  const path = typeof to === 'string' ? to : JSON.stringify(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` stands for `to`, which may be a new object on every render.
  useEffect(() => navigate(to, { replace }), [navigate, path, replace]);
  return null;
}

// ----- Links -----

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** Another of the router's basenames (a link to the same page in another culture). */
  basename?: string;
};

/** The URL a link to `to` has from the current location (under `basename`, or the current one). */
export function useHref(to: To, basename?: string): string {
  const { location } = useRouter('useHref()');
  return createHref(basename ?? location.basename, resolve(to, location.pathname));
}

export { isModifiedClick };

/**
 * A click on a link that the browser handles itself: already handled, another target, another button or a
 * modifier key (a new tab or window, a download).
 */
export function isLeftToBrowser(
  event: Parameters<typeof isModifiedClick>[0] & { defaultPrevented: boolean },
  target: string | undefined,
): boolean {
  return event.defaultPrevented || (Boolean(target) && target !== '_self') || isModifiedClick(event);
}

/**
 * A link that navigates in the page. A click with a modifier key, another button or another target is left
 * to the browser (a new tab, a download); a link to the current URL replaces the history entry.
 */
export function Link({ to, replace, state, basename, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter('<Link>');
  const href = useHref(to, basename);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (isLeftToBrowser(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? createHref(location.basename, location) === href, state, basename });
  }
  return <a {...rest} href={href} onClick={handleClick} target={target} />;
}

/**
 * A link that knows whether it leads to the current page: then it has the `active` class and
 * aria-current="page". It is active on its path and, unless `end`, below it.
 */
export function NavLink({ className = '', end = false, ...props }: LinkProps & { end?: boolean }) {
  const { location } = useRouter('<NavLink>');
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
