import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';

/**
 * The home page has no footer (docs/product.md, Routes), yet the privacy policy and legal notice, the cookie
 * policy and the terms must be one click away from every page (LSSI art. 10): a line of links in its last
 * section.
 */
export function LegalLinks() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <nav className="home-legal-links" aria-label={t('legal.label')}>
      <ul className="list-inline text-center small mb-0">
        <li className="list-inline-item">
          <Link to={PATHS.privacyPolicy}>{t('legal.privacy')}</Link>
        </li>
        <li className="list-inline-item">
          <Link to={PATHS.cookiesPolicy}>{tc('footer.cookiesPolicy')}</Link>
        </li>
        <li className="list-inline-item">
          <Link to={PATHS.terms}>{tc('footer.termsOfService')}</Link>
        </li>
      </ul>
    </nav>
  );
}
