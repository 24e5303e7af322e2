import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { BUSINESS_HOURS, PUBLIC_EMAILS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';

/**
 * What a paid plan's "Commercial support" is, and what the library does when a subscription ends
 * (docs/product.md, Price list): said once below the cards rather than on each of them.
 */
export function PaidPlanTerms() {
  const { t } = useTranslation('pricing');
  return (
    <section className="mt-5 paid-plan-terms" aria-labelledby="pricing-terms-title">
      <h2 id="pricing-terms-title" className="text-center">
        {t('paidPlans.title')}
      </h2>
      <div className="row g-4 mt-1">
        <div className="col-lg-6">
          <h3 className="h5">{t('paidPlans.support.title')}</h3>
          <p>
            <Trans
              t={t}
              i18nKey="paidPlans.support.body"
              values={{ email: PUBLIC_EMAILS.info, ...BUSINESS_HOURS }}
              components={{
                email: <a href={`mailto:${PUBLIC_EMAILS.info}`}>{PUBLIC_EMAILS.info}</a>,
                contact: <Link to={PATHS.contact} />,
              }}
            />
          </p>
        </div>
        <div className="col-lg-6">
          <h3 className="h5">{t('paidPlans.lapse.title')}</h3>
          <p>
            <Trans t={t} i18nKey="paidPlans.lapse.body" components={{ code: <code /> }} />
          </p>
        </div>
      </div>
    </section>
  );
}
