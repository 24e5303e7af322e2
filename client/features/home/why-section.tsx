import { useTranslation } from '#client/lib/i18n/react.tsx';

const BUSINESS_REASONS = ['quality', 'confidence', 'efficiency', 'addedValue'] as const;
const DEVELOPER_REASONS = ['fromVisualStudio', 'noExpertise', 'superFast', 'enjoy'] as const;

/** Spec §1: why FakeXrmEasy, for the business and for its developers. */
export function WhySection() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section home-why" aria-labelledby="home-why-title">
      <div className="container">
        <h2 id="home-why-title" className="text-center mb-5">
          {t('why.title')}
        </h2>
        <div className="row gx-4 gx-lg-5 gy-5">
          <div className="col-lg-6">
            <ReasonList
              title={t('why.business.title')}
              reasons={BUSINESS_REASONS.map((key) => ({
                key,
                title: t(`why.business.${key}.title`),
                text: t(`why.business.${key}.text`),
              }))}
            />
          </div>
          <div className="col-lg-6">
            <ReasonList
              title={t('why.developers.title')}
              reasons={DEVELOPER_REASONS.map((key) => ({
                key,
                title: t(`why.developers.${key}.title`),
                text: t(`why.developers.${key}.text`),
              }))}
            />
          </div>
        </div>
      </div>
    </section>
  );
}

function ReasonList({
  title,
  reasons,
}: {
  title: string;
  reasons: { key: string; title: string; text: string }[];
}) {
  return (
    <div className="why-column reveal">
      <h3 className="h4 why-audience">{title}</h3>
      <ul className="list-unstyled why-reasons">
        {reasons.map((reason) => (
          <li key={reason.key} className="why-reason">
            <h4 className="h5">{reason.title}</h4>
            <p className="mb-0">{reason.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
