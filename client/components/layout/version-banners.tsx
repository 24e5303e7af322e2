import { useTranslation } from '#client/lib/i18n/react.tsx';
import { APP_VERSION } from '#shared/app-settings.ts';

/**
 * The two version banners, as templates in a live region: the page is built before anyone visits it
 * (docs/decisions/0038), and version-banners-behaviour.ts puts a banner in the page when the service worker's
 * check calls for it (it finds them by `data-banner`).
 */
export function VersionBanners() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="version-banners">
      <template data-banner="checking">
        <div className="alert alert-info rounded-0 mb-0 py-2 text-center">
          {t('banners.checkingNewVersion')}
        </div>
      </template>
      <template data-banner="new-version">
        <div className="alert alert-warning rounded-0 mb-0 py-2 text-center">
          {t('banners.newVersionAvailable', { version: APP_VERSION })}
        </div>
      </template>
    </div>
  );
}
