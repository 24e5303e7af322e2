import { useState } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { type CurrencyCode, DEFAULT_CURRENCY } from '#shared/pricing/currencies.ts';
import { type BillingPeriod, DEFAULT_BILLING_PERIOD } from '#shared/pricing/plans.ts';
import { FlatPlanCards, PerUserPlanCards } from './plan-cards.tsx';
import { PricingOptions } from './pricing-options.tsx';
import { SeatCalculator } from './seat-calculator.tsx';

/** /pricing: plan cards, the monthly/annual switch, the currency selector and the seat calculator. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const { currentCulture } = useAppState();
  const [billing, setBilling] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const [currency, setCurrency] = useState<CurrencyCode>(DEFAULT_CURRENCY);

  return (
    <div className="container py-5 pricing-page">
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} />
      <header className="text-center mb-4">
        <h1>{t('title')}</h1>
        <p className="lead mx-auto pricing-intro">{t('intro')}</p>
      </header>
      <PricingOptions
        billing={billing}
        currency={currency}
        onBillingChange={setBilling}
        onCurrencyChange={setCurrency}
      />
      <section className="mt-4" aria-labelledby="pricing-per-user-title">
        {/* The cards speak for themselves on screen; the heading keeps the outline whole (h1, h2, then h3 cards). */}
        <h2 id="pricing-per-user-title" className="visually-hidden">
          {t('perUser.title')}
        </h2>
        <PerUserPlanCards billing={billing} currency={currency} culture={currentCulture} />
        <p className="text-center text-body-secondary mt-3">{t('paid.additive')}</p>
      </section>
      <section className="mt-5" aria-labelledby="pricing-flat-title">
        <h2 id="pricing-flat-title" className="text-center">
          {t('flat.title')}
        </h2>
        {billing === 'annual' ? (
          <>
            <p className="text-center">{t('flat.intro')}</p>
            <FlatPlanCards currency={currency} culture={currentCulture} />
          </>
        ) : (
          <p className="text-center text-body-secondary">{t('flat.monthlyNote')}</p>
        )}
      </section>
      <section className="mt-5" aria-labelledby="pricing-calculator-title">
        <h2 id="pricing-calculator-title" className="text-center">
          {t('calculator.title')}
        </h2>
        <p className="text-center">{t('calculator.intro')}</p>
        <SeatCalculator billing={billing} currency={currency} culture={currentCulture} />
      </section>
    </div>
  );
}
