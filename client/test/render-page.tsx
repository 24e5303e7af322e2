import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppStateProvider } from '#client/lib/app-state.tsx';
import { MemoryLocation, useLocation } from '#client/lib/navigation.tsx';
import { CULTURE_BASENAMES, localisePath } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { WithI18n } from './i18n.tsx';

/** Shows where the app is, for a test that checks a navigation. */
function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * A page opened at its address (path and query) in a culture, with the app state, as the app renders it; the
 * current location (where a navigation led) is in the element with test id "location".
 */
export function renderPage(page: ReactNode, path: string, culture: Culture = 'en-GB') {
  return render(
    <WithI18n culture={culture}>
      <MemoryLocation url={localisePath(path, culture)} basenames={CULTURE_BASENAMES}>
        <AppStateProvider>
          {page}
          <WhereAmI />
        </AppStateProvider>
      </MemoryLocation>
    </WithI18n>,
  );
}
