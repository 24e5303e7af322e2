import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { EXTERNAL_LINKS } from '#shared/app-settings.ts';
import type { Culture } from '#shared/cultures.ts';
import type { CurrencyCode } from '#shared/pricing/currencies.ts';
import { formatPrice } from '#shared/pricing/format-price.ts';
import { orderPath } from '#shared/pricing/order-link.ts';
import { type BillingPeriod, FLAT_TIERS, PER_USER_TIERS, pricePerUser } from '#shared/pricing/plans.ts';
import { quotePath } from '#shared/pricing/quote-link.ts';

interface PriceContext {
  billing: BillingPeriod;
  currency: CurrencyCode;
  culture: Culture;
}

/** The Community plan and the three per-user tiers. Paid plans link to the order page and to /quote. */
export function PerUserPlanCards({ billing, currency, culture }: PriceContext) {
  const { t } = useTranslation(['pricing', 'plans']);
  const { t: tCommon } = useTranslation();
  return (
    <ul className="row g-4 list-unstyled plan-cards">
      <li className="col-md-6 col-xl-3">
        <PlanCard name={t('community.name')} users={null}>
          <p className="plan-price">{t('community.price')}</p>
          <p>{t('community.audience')}</p>
          <ul className="plan-features">
            <li>{t('community.support')}</li>
          </ul>
          <div className="plan-cta">
            <a
              className="btn btn-outline-primary"
              href={EXTERNAL_LINKS.issueTracker}
              target="_blank"
              rel="noopener"
            >
              {t('community.link')}
              <span className="visually-hidden"> {tCommon('nav.opensInNewTab')}</span>
            </a>
          </div>
        </PlanCard>
      </li>
      {PER_USER_TIERS.map((tier) => {
        const price = formatPrice(pricePerUser(tier, currency, billing), currency, culture);
        return (
          <li key={tier.id} className="col-md-6 col-xl-3">
            <PlanCard
              name={t(`plans:tiers.${tier.id}`)}
              users={<UserRange min={tier.minUsers} max={tier.maxUsers} />}
            >
              <p className="plan-price">{price}</p>
              <p className="plan-price-unit">
                {billing === 'annual' ? t('paid.perUserAnnual') : t('paid.perUserMonthly')}
                {billing === 'annual' ? (
                  <>
                    {' '}
                    <span className="badge text-bg-success">{t('plans:options.monthsFree')}</span>
                  </>
                ) : null}
              </p>
              <p className="plan-tier-line">
                <TierLine price={price} min={tier.minUsers} max={tier.maxUsers} />
              </p>
              <PaidFeatures />
              <PlanActions
                name={t(`plans:tiers.${tier.id}`)}
                // A card names a tier, not a team: its order starts at the tier's smallest team (Boutique 1, Team 6,
                // Large 11), so "Buy" on Large never opens an order for fewer developers than the card describes, as
                // the calculator's count could. The calculator below has its own "Buy" with its count; the order
                // page lets the customer change the number either way.
                buyTo={orderPath({ plan: 'perUser', billing, currency, users: tier.minUsers })}
                quoteTo={quotePath({ billing, currency, plan: 'perUser' })}
              />
            </PlanCard>
          </li>
        );
      })}
    </ul>
  );
}

/** The flat annual tiers: shown only with the annual plan. */
export function FlatPlanCards({ currency, culture }: Omit<PriceContext, 'billing'>) {
  const { t } = useTranslation(['pricing', 'plans']);
  return (
    <ul className="row g-4 list-unstyled plan-cards">
      {FLAT_TIERS.map((tier) => (
        <li key={tier.id} className="col-md-4">
          <PlanCard
            name={t(`plans:tiers.${tier.id}`)}
            users={<UserRange min={tier.minUsers} max={tier.maxUsers} />}
          >
            <p className="plan-price">{formatPrice(tier.annualPrice[currency], currency, culture)}</p>
            <p className="plan-price-unit">{t('paid.perYear')}</p>
            <PaidFeatures />
            <PlanActions
              name={t(`plans:tiers.${tier.id}`)}
              // A flat fee covers the tier's range: the order starts at its smallest team (16, 27, 46).
              buyTo={orderPath({ plan: tier.id, billing: 'annual', currency, users: tier.minUsers })}
              quoteTo={quotePath({ billing: 'annual', currency, plan: tier.id })}
            />
          </PlanCard>
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ name, users, children }: { name: string; users: ReactNode; children: ReactNode }) {
  return (
    <article className="card h-100 plan-card">
      <div className="card-body d-flex flex-column">
        <h3 className="h4 card-title mb-1">{name}</h3>
        <p className="plan-users">{users ?? '\u00a0'}</p>
        {children}
      </div>
    </article>
  );
}

/**
 * What a tier's price means in a team's sum (docs/product.md, Price list): the tiers add up, so "11 users or
 * more, €25" is €25 for each user from the 11th, the first ten paying the tiers before.
 */
function TierLine({ price, min, max }: { price: string; min: number; max: number | null }) {
  const { t } = useTranslation(['pricing', 'plans']);
  return (
    <>
      {max === null ? t('paid.tierLine.from', { price, min }) : t('paid.tierLine.range', { price, min, max })}
    </>
  );
}

function UserRange({ min, max }: { min: number; max: number | null }) {
  const { t } = useTranslation(['pricing', 'plans']);
  return <>{max === null ? t('users.orMore', { min }) : t('users.range', { min, max })}</>;
}

/** What every paid plan includes (docs/product.md, Price list); the plans differ by team size and price. */
function PaidFeatures() {
  const { t } = useTranslation(['pricing', 'plans']);
  return (
    <ul className="plan-features">
      <li>{t('paid.commercialUse')}</li>
      <li>{t('paid.support')}</li>
      <li>{t('paid.licenceKey')}</li>
      <li>{t('paid.pipelines')}</li>
    </ul>
  );
}

/**
 * The card's "Buy" (the order page, docs/product.md, Orders) and quote buttons, with the plan, period and
 * currency in their links (the order page and the quote form read them). Plain links: the order page's code
 * loads only when it opens, and a signed-out visitor signs in on the way.
 */
function PlanActions({ name, buyTo, quoteTo }: { name: string; buyTo: string; quoteTo: string }) {
  const { t } = useTranslation(['pricing', 'plans']);
  return (
    <div className="plan-cta d-flex flex-wrap gap-2">
      <Link className="btn btn-primary" to={buyTo} aria-label={t('paid.buyLabel', { plan: name })}>
        {t('paid.buy')}
      </Link>
      <Link className="btn btn-outline-primary" to={quoteTo} aria-label={t('paid.ctaLabel', { plan: name })}>
        {t('paid.cta')}
      </Link>
    </div>
  );
}
