import { useTranslation } from '#client/lib/i18n/react.tsx';

/**
 * The page's <title> and meta description. React 19 hoists these into <head>, in the browser and in the
 * prerendered HTML alike.
 */
/** Every page has both, in its culture: search results show the description under the title. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const fullTitle = `${title} | ${t('siteName')}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
