import { useVersionCheck } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { APP_VERSION } from '#shared/app-settings.ts';

/**
 * The two version banners, bound to the version-check state the service worker drives. `staticPage`: for a
 * page without React in the browser, both are templates, for version-banners-behaviour.ts to put in the page
 * when they apply (it finds them by `data-banner`), as the component does.
 */
export function VersionBanners({ staticPage = false }: { staticPage?: boolean }) {
  const { t } = useTranslation();
  const { checkingNewVersion, newVersionAvailable } = useVersionCheck();
  const checking = t('banners.checkingNewVersion');
  const newVersion = t('banners.newVersionAvailable', { version: APP_VERSION });
  if (staticPage)
    return (
      <div role="status" aria-live="polite" className="version-banners">
        <template data-banner="checking">
          <div className="alert alert-info rounded-0 mb-0 py-2 text-center">{checking}</div>
        </template>
        <template data-banner="new-version">
          <div className="alert alert-warning rounded-0 mb-0 py-2 text-center">{newVersion}</div>
        </template>
      </div>
    );
  return (
    <div role="status" aria-live="polite" className="version-banners">
      {checkingNewVersion && !newVersionAvailable ? (
        <div className="alert alert-info rounded-0 mb-0 py-2 text-center">{checking}</div>
      ) : null}
      {newVersionAvailable ? (
        <div className="alert alert-warning rounded-0 mb-0 py-2 text-center">{newVersion}</div>
      ) : null}
    </div>
  );
}
