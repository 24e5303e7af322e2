import type { ReactNode } from 'react';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';
import type { Culture } from '#shared/cultures.ts';
import { PATHS } from '#shared/paths.ts';
import type { CurrencyCode } from '#shared/pricing/currencies.ts';
import { formatCount, formatPrice } from '#shared/pricing/format-price.ts';
import {
  annualSaving,
  FREE_MONTHS_PER_YEAR,
  MONTHS_CHARGED_PER_YEAR,
  MONTHS_PER_YEAR,
  PER_USER_TIERS,
} from '#shared/pricing/plans.ts';

const FIRST_TIER = PER_USER_TIERS[0];

/**
 * What a buyer asks before taking the page to procurement, as a disclosure list: each answer opens under its
 * question (a native <details>, so keyboard and screen readers need nothing more). The annual saving is
 * worked out from the price list in the page's currency, never typed.
 */
export function PricingFaq({ currency, culture }: { currency: CurrencyCode; culture: Culture }) {
  const { t } = useTranslation('pricing');
  const price = (amount: number) => formatPrice(amount, currency, culture);
  const count = (value: number) => formatCount(value, culture);
  if (!FIRST_TIER) throw new Error('The price list has no per-user tier');
  const { twelveMonths, annual, saving } = annualSaving(FIRST_TIER, currency);

  return (
    <section className="mt-5 pricing-faq" aria-labelledby="pricing-faq-title">
      <h2 id="pricing-faq-title" className="text-center">
        {t('faq.title')}
      </h2>
      <Question question={t('faq.users.question')}>{t('faq.users.answer')}</Question>
      <Question question={t('faq.agents.question')}>{t('faq.agents.answer')}</Question>
      <Question question={t('faq.annual.question')}>
        {t('faq.annual.answer', {
          charged: count(MONTHS_CHARGED_PER_YEAR),
          months: count(MONTHS_PER_YEAR),
          free: count(FREE_MONTHS_PER_YEAR),
          annual: price(annual),
          twelveMonths: price(twelveMonths),
          saving: price(saving),
        })}
      </Question>
      <Question question={t('faq.community.question')}>
        <Trans
          t={t}
          i18nKey="faq.community.answer"
          components={{ licensing: <Link to={PATHS.licensing} /> }}
        />
      </Question>
      <Question question={t('faq.quote.question')}>
        <Trans
          t={t}
          i18nKey="faq.quote.answer"
          values={{ email: PUBLIC_EMAILS.sales }}
          components={{
            quote: <Link to={PATHS.quote} />,
            email: <a href={`mailto:${PUBLIC_EMAILS.sales}`}>{PUBLIC_EMAILS.sales}</a>,
            billing: <Link to={PATHS.billing} />,
          }}
        />
      </Question>
    </section>
  );
}

function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="pricing-faq-item">
      <summary>{question}</summary>
      <p>{children}</p>
    </details>
  );
}
