import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CULTURE_COOKIE, type Culture, resolveCulture } from '#shared/cultures.ts';
import { PATHS } from '#shared/routes.ts';
import { type ApiClient, createApiClient } from './api.ts';
import { writeCookie } from './cookies.ts';
import { switchCulture } from './switch-culture.ts';

/** The application state of spec §3. */
export interface AppState {
  currentCulture: Culture;
  isLoggedIn: boolean;
  /** When set, the 'Ooops!' screen with this text replaces every route. */
  appError: string | null;
  checkingNewVersion: boolean;
  newVersionAvailable: boolean;
}

/** The three operations pages may use (spec §3), plus what the service worker reports. */
export interface AppOperations {
  changeCulture(culture: Culture): Promise<void>;
  setAuthenticated(isLoggedIn: boolean): void;
  handleApiError(response: Pick<Response, 'status'>): void;
  setVersionStatus(status: Partial<Pick<AppState, 'checkingNewVersion' | 'newVersionAvailable'>>): void;
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
    checkingNewVersion: false,
    newVersionAvailable: false,
  });
  const currentCulture = resolveCulture(i18n.language);

  const changeCulture = useCallback(
    async (culture: Culture) => {
      await switchCulture(i18n, culture);
      writeCookie(CULTURE_COOKIE, culture);
      document.documentElement.lang = culture;
    },
    [i18n],
  );

  const handleApiError = useCallback(
    (response: Pick<Response, 'status'>) => {
      if (response.status === 401) navigate(PATHS.signIn);
      else if (response.status === 403) navigate(PATHS.forbidden);
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

  const value = useMemo(
    () => ({
      ...state,
      currentCulture,
      changeCulture,
      handleApiError,
      api,
      setAuthenticated: (isLoggedIn: boolean) => setState((s) => ({ ...s, isLoggedIn })),
      setVersionStatus: (status: Partial<Pick<AppState, 'checkingNewVersion' | 'newVersionAvailable'>>) =>
        setState((s) => ({ ...s, ...status })),
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
