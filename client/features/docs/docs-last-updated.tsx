import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import type { Culture } from '#shared/cultures.ts';

/**
 * When the page's text last changed: the last commit of its MDX file, read at build time
 * (build/content-dates.ts) and written out then as the culture writes dates (build/docs/docs-manifest.ts).
 * Nothing when the build could not know it.
 */
export function DocsLastUpdated({
  lastUpdated,
}: {
  lastUpdated: { day: string; text: Readonly<Record<Culture, string>> } | undefined;
}) {
  const { t } = useTranslation('docs');
  const { currentCulture } = useAppState();
  if (!lastUpdated) return null;
  return (
    <p className="docs-last-updated">
      <Trans
        t={t}
        i18nKey="lastUpdated"
        components={{ date: <time dateTime={lastUpdated.day}>{lastUpdated.text[currentCulture]}</time> }}
      />
    </p>
  );
}
