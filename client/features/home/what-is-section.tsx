import { useTranslation } from '#client/lib/i18n/react.tsx';

const TARGETS = ['azureFunctions', 'plugins', 'codeActivities', 'other'] as const;

/** Spec §1: what FakeXrmEasy is, the 4000+ tests behind it and what it tests. */
export function WhatIsSection() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section home-what-is" aria-labelledby="home-what-is-title">
      <div className="container">
        <div className="row gx-4 gx-lg-5 gy-5">
          <div className="col-lg-5">
            <h2 id="home-what-is-title">{t('whatIs.title')}</h2>
            <p>{t('whatIs.text')}</p>
            <p className="what-is-tests">{t('whatIs.tests')}</p>
          </div>
          <div className="col-lg-7">
            <h3 className="h4">{t('whatIs.targetsTitle')}</h3>
            <ul className="row g-3 list-unstyled what-is-targets reveal">
              {TARGETS.map((target) => (
                <li key={target} className="col-sm-6">
                  <div className="card h-100">
                    <div className="card-body">
                      <h4 className="h5 card-title">{t(`whatIs.targets.${target}.title`)}</h4>
                      <p className="card-text">{t(`whatIs.targets.${target}.text`)}</p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
