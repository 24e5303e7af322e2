import { useLayoutEffect, useState } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useSearchParams } from '#client/lib/navigation.tsx';
import {
  DEFAULT_PRICING_CHOICE,
  type PricingChoice,
  readPricingChoice,
  writePricingChoice,
} from '#shared/pricing/pricing-query.ts';
import { PaidPlanTerms } from './paid-plan-terms.tsx';
import { FlatPlanCards, PerUserPlanCards } from './plan-cards.tsx';
import { PricingFaq } from './pricing-faq.tsx';
import { PricingOptions } from './pricing-options.tsx';
import { rememberCurrency, rememberedCurrency } from './remembered-currency.ts';
import { SeatCalculator } from './seat-calculator.tsx';

/**
 * /pricing: plan cards, the monthly/annual switch, the currency selector, the seat calculator and the FAQ.
 * The billing period, currency and number of users live in the URL (?period=annual&currency=USD&users=12), so a
 * choice can be shared and survives a reload; the currency chosen is also remembered in the browser for the next
 * visit, and a currency in the URL wins over it. The prerendered page is monthly in EUR for 5 users; the query
 * and the remembered currency apply once hydrated, before the next paint, so the first render matches that HTML
 * (docs/product.md, The pricing page's URL and FAQ).
 */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const { currentCulture } = useAppState();
  const [query, setQuery] = useSearchParams();
  const [choice, setChoice] = useState(DEFAULT_PRICING_CHOICE);
  const search = query.toString();
  // Once hydrated (the prerendered page is monthly in EUR), and whenever a link brings other choices.
  useLayoutEffect(
    () => setChoice(readPricingChoice(new URLSearchParams(search), rememberedCurrency())),
    [search],
  );
  const { billing, currency, users } = choice;
  const choose = (change: Partial<PricingChoice>) => {
    const next = { ...choice, ...change };
    // The control answers at once; the URL follows in a transition (useSearchParams), replaced rather than pushed
    // so that flicking the switch does not fill the Back button's history.
    setChoice(next);
    setQuery(writePricingChoice(query, next), { replace: true });
  };

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
        onBillingChange={(next) => choose({ billing: next })}
        onCurrencyChange={(next) => {
          rememberCurrency(next);
          choose({ currency: next });
        }}
      />
      <section className="mt-4" aria-labelledby="pricing-per-user-title">
        {/* The cards speak for themselves on screen; the heading keeps the outline whole (h1, h2, then h3 cards). */}
        <h2 id="pricing-per-user-title" className="visually-hidden">
          {t('perUser.title')}
        </h2>
        {/* Above the cards, where the eye goes first: without it, "11 users or more, €25" reads as 11 × €25. */}
        <p className="pricing-additive">{t('paid.additive')}</p>
        <PerUserPlanCards billing={billing} currency={currency} culture={currentCulture} />
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
      <PaidPlanTerms />
      <section id="seat-calculator" className="mt-5" aria-labelledby="pricing-calculator-title">
        <h2 id="pricing-calculator-title" className="text-center">
          {t('calculator.title')}
        </h2>
        <p className="text-center">{t('calculator.intro')}</p>
        <SeatCalculator
          billing={billing}
          currency={currency}
          users={users}
          culture={currentCulture}
          onUsersChange={(next) => choose({ users: next })}
        />
      </section>
      <PricingFaq currency={currency} culture={currentCulture} />
    </div>
  );
}
