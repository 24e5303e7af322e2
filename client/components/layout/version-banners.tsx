import { useVersionCheck } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { APP_VERSION } from '#shared/app-settings.ts';

/** The two version banners, bound to the version-check state the service worker drives. */
export function VersionBanners() {
  const { t } = useTranslation();
  const { checkingNewVersion, newVersionAvailable } = useVersionCheck();
  return (
    <div role="status" aria-live="polite" className="version-banners">
      {checkingNewVersion && !newVersionAvailable ? (
        <div className="alert alert-info rounded-0 mb-0 py-2 text-center">
          {t('banners.checkingNewVersion')}
        </div>
      ) : null}
      {newVersionAvailable ? (
        <div className="alert alert-warning rounded-0 mb-0 py-2 text-center">
          {t('banners.newVersionAvailable', { version: APP_VERSION })}
        </div>
      ) : null}
    </div>
  );
}
