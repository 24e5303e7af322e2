import { DOCS_MANIFEST } from 'virtual:docs-manifest';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { formatLongDate } from '#shared/formatting/dates.ts';
import type { DocsPage } from '#shared/paths.ts';

/**
 * When the page's text last changed: the last commit of its MDX file, read at build time
 * (build/content-dates.ts), written as the culture writes dates. Nothing when the build could not know it.
 */
export function DocsLastUpdated({ page }: { page: DocsPage }) {
  const { t } = useTranslation('docs');
  const { currentCulture } = useAppState();
  const day = DOCS_MANIFEST[page].lastUpdated;
  if (!day) return null;
  return (
    <p className="docs-last-updated">
      <Trans
        t={t}
        i18nKey="lastUpdated"
        components={{ date: <time dateTime={day}>{formatLongDate(day, currentCulture)}</time> }}
      />
    </p>
  );
}
