import {
  Children,
  type ComponentProps,
  createContext,
  Fragment,
  isValidElement,
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

function readBrowserLocation(basenames: Basenames): Location {
  const { search, hash } = window.location;
  const { basename, pathname } = splitBasename(window.location.pathname, basenames);
  return { pathname, search, hash, basename, state: null, key: 'default' };
}

/**
 * The browser's router. Every page is a document of its own (docs/decisions/0038): a navigation to another page
 * loads it, so the browser keeps history, scroll positions and focus as it does for any site. Only a change of
 * the current page's query (a calculator's figures, a list's filter) stays in the page: the address is updated
 * and the page re-renders, and Back returns to the previous query.
 */
export function BrowserRouter({ children, basenames = [] }: { children: ReactNode; basenames?: Basenames }) {
  const [location, setLocation] = useState(() => readBrowserLocation(basenames));

  useEffect(() => {
    const onPopState = () => setLocation(readBrowserLocation(basenames));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basenames]);

  const navigate = useCallback<NavigateFunction>(
    (to, { replace = false, basename } = {}) => {
      const current = splitBasename(window.location.pathname, basenames);
      const target = resolve(to, current.pathname);
      const targetBasename = basename ?? current.basename;
      const url = createHref(targetBasename, target);
      if (target.pathname !== current.pathname || targetBasename !== current.basename) {
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

/** A link to a path of the site, under the current culture's prefix (or `basename`): the browser follows it. */
export function Link({ to, replace: _replace, state: _state, basename, ...rest }: LinkProps) {
  const href = useHref(to, basename);
  return <a {...rest} href={href} />;
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
