import { MethodologyLink } from '#client/components/ui/methodology-link.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { formatPercent } from '#shared/formatting/figures.ts';
import { PATHS } from '#shared/paths.ts';
import { Gauge } from './gauge.tsx';

/** The research study's two claims, read on a 0-200% scale so 191% and 33% compare at a glance. */
const GAUGE_MAX = 2;
const EFFICIENCY_GAIN = 1.91;
const TIME_SAVINGS_GAIN = 0.33;

export function ResearchStudySection() {
  const { t } = useTranslation('home');
  const { currentCulture } = useAppState();
  return (
    <section className="home-section home-research" aria-labelledby="home-research-title">
      <div className="container">
        <div className="row align-items-center gx-4 gx-lg-5 gy-5">
          <div className="col-lg-5">
            <h2 id="home-research-title">{t('research.title')}</h2>
            <p className="lead">{t('research.intro')}</p>
            <Link className="btn btn-primary btn-lg" to={PATHS.whitePaper}>
              {t('research.cta')}
            </Link>
          </div>
          <div className="col-lg-7">
            <ul className="row g-4 list-unstyled mb-0">
              <li className="col-sm-6">
                <Gauge
                  value={EFFICIENCY_GAIN}
                  max={GAUGE_MAX}
                  figure={formatPercent(EFFICIENCY_GAIN, currentCulture)}
                  label={t('research.efficiency')}
                />
              </li>
              <li className="col-sm-6">
                <Gauge
                  value={TIME_SAVINGS_GAIN}
                  max={GAUGE_MAX}
                  figure={formatPercent(TIME_SAVINGS_GAIN, currentCulture)}
                  label={t('research.timeSavings')}
                />
              </li>
            </ul>
            <p className="text-center small mt-3 mb-0">
              <MethodologyLink>{t('research.method')}</MethodologyLink>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
