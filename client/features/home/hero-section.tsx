import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { docsPath, PATHS } from '#shared/paths.ts';

/** Spec §1, first section: the heading and the start button. */
export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container">
        <p className="home-hero-eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="home-hero-title" className="display-5 fw-bold">
          {t('hero.title')}
        </h1>
        <p className="lead home-hero-lead">{t('hero.lead')}</p>
        <div className="d-flex flex-wrap gap-3">
          <Link className="btn btn-light btn-lg" to={docsPath('overview')}>
            {t('hero.start')}
          </Link>
          <Link className="btn btn-outline-light btn-lg" to={PATHS.pricing}>
            {t('hero.pricing')}
          </Link>
        </div>
      </div>
    </section>
  );
}
