import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { SESSION_API } from '#shared/api/endpoints/session.ts';
import { CULTURE_PATH_PREFIXES, cultureOfPrefix } from '#shared/culture-paths.ts';
import { CULTURE_HEADER, type Culture, resolveCulture } from '#shared/cultures.ts';
import { PATHS } from '#shared/paths.ts';
import { signInPathFrom } from '#shared/return-path.ts';
import { type ApiClient, createApiClient } from './api.ts';
import { writeCultureCookie } from './cookies.ts';
import { useTranslation } from './i18n/react.tsx';
import { useLocation, useNavigate } from './navigation.tsx';
import { tellServiceWorkerCulture } from './service-worker.ts';
import { hasSessionHint, SIGNED_OUT_EVENT } from './session-api.ts';

/** The application state the pages read. */
export interface AppState {
  currentCulture: Culture;
  isLoggedIn: boolean;
  /** When set, the 'Ooops!' screen with this text replaces every route. */
  appError: string | null;
}

/** The three operations pages may use. */
export interface AppOperations {
  changeCulture(culture: Culture): Promise<void>;
  setAuthenticated(isLoggedIn: boolean): void;
  handleApiError(response: Pick<Response, 'status'>): void;
  api: ApiClient;
}

const AppStateContext = createContext<(AppState & AppOperations) | null>(null);

export function AppStateProvider({
  children,
  initialLoggedIn = false,
}: {
  children: ReactNode;
  initialLoggedIn?: boolean;
}) {
  const { i18n, t } = useTranslation('errors');
  const navigate = useNavigate();
  const [state, setState] = useState<Omit<AppState, 'currentCulture'>>({
    isLoggedIn: initialLoggedIn,
    appError: null,
  });
  const currentCulture = resolveCulture(i18n.language);
  const location = useLocation();
  const urlCulture = cultureOfPrefix(location.basename);
  // Read by the API's error handler without making a new API client on every navigation.
  const locationRef = useRef(location);
  locationRef.current = location;

  // The URL decides the culture (docs/product.md, Cultures): a link or Back to another culture's page switches
  // the interface once that culture's catalogues are loaded, so it never shows a mix of languages.
  useEffect(() => {
    void i18n.changeLanguage(urlCulture).then(() => {
      document.documentElement.lang = resolveCulture(i18n.language);
    });
  }, [i18n, urlCulture]);

  useEffect(() => {
    if (import.meta.env.PROD) tellServiceWorkerCulture(currentCulture);
  }, [currentCulture]);

  // Saves the choice (the next visit to an unprefixed URL goes to this culture's) and opens the same page at
  // the culture's URL; resolves once the interface has switched.
  const changeCulture = useCallback(
    async (culture: Culture) => {
      writeCultureCookie(culture);
      const { pathname, search, hash } = location;
      navigate({ pathname, search, hash }, { basename: CULTURE_PATH_PREFIXES[culture] });
      await i18n.changeLanguage(culture);
    },
    [i18n, location, navigate],
  );

  const handleApiError = useCallback(
    (response: Pick<Response, 'status'>) => {
      if (response.status === 401) {
        // The server does not know this browser (any more): My Account goes with the redirect.
        setState((s) => ({ ...s, isLoggedIn: false }));
        // An order under way comes back to its page after signing in again (the other pages start at My Account).
        const { pathname, search } = locationRef.current;
        navigate(signInPathFrom(pathname, search));
      } else if (response.status === 403) navigate(PATHS.forbidden);
      else if (response.status === 404) navigate(PATHS.notFound);
      else setState((s) => ({ ...s, appError: t('appError.unexpected') }));
    },
    [navigate, t],
  );

  const api = useMemo(
    () =>
      createApiClient({
        getCulture: () => resolveCulture(i18n.language),
        onHttpError: handleApiError,
        unexpectedMessage: () => t('api.unexpected'),
      }),
    [i18n, handleApiError, t],
  );

  // A returning visitor who is still signed in sees My Account on whatever page they open. The check is quiet:
  // it bypasses the API error handler, so an expired session never redirects anyone anywhere.
  useEffect(() => {
    let isCurrent = true;
    void isSignedIn(() => resolveCulture(i18n.language)).then((signedIn) => {
      if (isCurrent && signedIn) setState((s) => ({ ...s, isLoggedIn: true }));
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n]);

  const value = useMemo(
    () => ({
      ...state,
      currentCulture,
      changeCulture,
      handleApiError,
      api,
      setAuthenticated: (isLoggedIn: boolean) => {
        setState((s) => ({ ...s, isLoggedIn }));
        if (!isLoggedIn) document.dispatchEvent(new Event(SIGNED_OUT_EVENT));
      },
    }),
    [state, currentCulture, changeCulture, handleApiError, api],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppState & AppOperations {
  const context = useContext(AppStateContext);
  if (!context) throw new Error('useAppState must be used inside AppStateProvider');
  return context;
}

/**
 * Asks the server whether this browser has a live session, without the API helper's error handling. Only
 * browsers that signed in carry the hint cookie, so anonymous visitors make no call at all.
 */
async function isSignedIn(getCulture: () => Culture): Promise<boolean> {
  if (!hasSessionHint()) return false;
  try {
    const response = await fetch(SESSION_API.accountLoggedIn.path, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', [CULTURE_HEADER]: getCulture() },
    });
    if (!response.ok) return false;
    const reply = (await response.json()) as { succeeded?: unknown };
    return reply.succeeded === true;
  } catch {
    return false;
  }
}
