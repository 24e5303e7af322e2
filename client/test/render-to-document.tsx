import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppStateProvider } from '#client/lib/app-state.tsx';
import type { CatalogueStore } from '#client/lib/i18n/catalogue-store.ts';
import { I18nProvider } from '#client/lib/i18n/react.tsx';
import { CONTENT_NAMESPACES } from '#client/lib/marketing-content.ts';
import { MemoryLocation } from '#client/lib/navigation.tsx';
import posts from '#content/marketing/community-posts.json' with { type: 'json' };
import stories from '#content/marketing/customer-stories.json' with { type: 'json' };
import { MARKETING_CONTENT_PARTS } from '#content/marketing/marketing-content.ts';
import testimonials from '#content/marketing/testimonials.json' with { type: 'json' };
import { CULTURE_BASENAMES, localisePath } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { createTestStore } from './i18n.tsx';

/** The test store plus the marketing content, as the build-time renderer has them. */
function buildTimeStore(culture: Culture): CatalogueStore {
  const files = { testimonials, stories, posts } as Parameters<typeof MARKETING_CONTENT_PARTS.home>[0];
  return createTestStore(culture, {
    [CONTENT_NAMESPACES.home]: { ...MARKETING_CONTENT_PARTS.home(files, culture) },
    [CONTENT_NAMESPACES.stories]: { ...MARKETING_CONTENT_PARTS.stories(files, culture) },
  });
}

/**
 * A page (or part of one) as a page without React gets it: rendered to HTML as at build time (no effect runs),
 * put in document.body, nothing hydrated. The pages' plain-TypeScript behaviours are tested on it.
 */
export function renderToDocument(node: ReactNode, path = '/', culture: Culture = 'en-GB'): void {
  document.body.innerHTML = renderToString(
    <I18nProvider store={buildTimeStore(culture)}>
      <MemoryLocation url={localisePath(path, culture)} basenames={CULTURE_BASENAMES}>
        <AppStateProvider>{node}</AppStateProvider>
      </MemoryLocation>
    </I18nProvider>,
  );
}
