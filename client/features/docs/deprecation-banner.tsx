import { useTranslation } from '#client/lib/i18n/react.tsx';
import { EXTERNAL_LINKS } from '#shared/app-settings.ts';

/** Above every docs page: these pages are for 1.x; the current docs open in a new tab, as in the navbar. */
export function DeprecationBanner() {
  const { t } = useTranslation('docs');
  const { t: tc } = useTranslation();
  return (
    <div className="alert alert-warning docs-deprecation" role="note">
      <strong>{t('banner.label')}:</strong> {t('banner.text')}{' '}
      <a className="alert-link" href={EXTERNAL_LINKS.docs} target="_blank" rel="noopener">
        {t('banner.link')}
        <span className="visually-hidden"> {tc('nav.opensInNewTab')}</span>
        <span aria-hidden="true"> ↗</span>
      </a>
    </div>
  );
}
