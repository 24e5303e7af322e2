import { Logo } from '#client/components/ui/logo.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { APP_VERSION, COPYRIGHT_YEAR, EXTERNAL_LINKS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';

/** The footer, on every page but / and /home. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container d-flex flex-column flex-md-row gap-3 align-items-md-center justify-content-between">
        <Link
          to={PATHS.root}
          className="d-inline-flex align-items-center gap-2 text-reset text-decoration-none"
        >
          <Logo size={28} /> <span className="fw-semibold">{t('siteName')}</span>
        </Link>
        <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
          <li>
            <Link to={PATHS.privacyPolicy}>{t('footer.privacyPolicy')}</Link>
          </li>
          <li>
            <Link to={PATHS.cookiesPolicy}>{t('footer.cookiesPolicy')}</Link>
          </li>
          <li>
            <Link to={PATHS.terms}>{t('footer.termsOfService')}</Link>
          </li>
          <li>
            <Link to={PATHS.licensing}>{t('footer.licensing')}</Link>
          </li>
          <li>
            <a href={EXTERNAL_LINKS.informationSecurityPolicy} target="_blank" rel="noopener">
              {t('footer.informationSecurityPolicy')}
              <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
            </a>
          </li>
        </ul>
        <div className="small text-md-end">
          <p className="mb-0">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
          <p className="mb-0">{t('footer.version', { version: APP_VERSION })}</p>
        </div>
      </div>
    </footer>
  );
}
