import { pageUrl } from '#build/page-url.ts';
import { PRODUCT_NAME } from '#shared/app-settings.ts';
import type { Culture } from '#shared/cultures.ts';
import { PATHS } from '#shared/paths.ts';
import type { CurrencyCode } from '#shared/pricing/currencies.ts';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  FLAT_TIERS,
  type FlatTier,
  PER_USER_TIERS,
  type PerUserTier,
  pricePerUser,
} from '#shared/pricing/plans.ts';
import { catalogueTranslator, type Translator } from './catalogue-text.ts';
import { type JsonLdNode, SCHEMA_ORG } from './json-ld.ts';
import { organizationReference } from './organization.ts';

/** The one currency the structured data quotes: EUR, the site's default (docs/product.md, Prices). */
const CURRENCY: CurrencyCode = 'EUR';

/** How long one payment covers, as an ISO 8601 duration. */
const BILLING_DURATION: Record<BillingPeriod, string> = { monthly: 'P1M', annual: 'P1Y' };

/**
 * The pricing page's SoftwareApplication: FakeXrmEasy with one Offer per plan and billing period, every price
 * read from shared/pricing/plans.ts, in EUR. Google shows a software-app rich result only for markup that also
 * has an aggregateRating or a review; the site has no real ratings and invents none, so that rich result may
 * not appear, while the product, its publisher and its prices still reach the crawlers.
 */
export function softwareApplication(publicUrl: string, culture: Culture): JsonLdNode {
  const t = catalogueTranslator(culture);
  const offerContext: OfferContext = { t, url: pageUrl(publicUrl, PATHS.pricing, culture) };
  return {
    '@context': SCHEMA_ORG,
    '@type': 'SoftwareApplication',
    name: PRODUCT_NAME,
    description: t('common:tagline'),
    url: pageUrl(publicUrl, PATHS.root, culture),
    applicationCategory: 'DeveloperApplication',
    // A .NET library: 1.x runs on the .NET Framework, the current versions on .NET Core
    // (content/docs/installation.mdx), so it needs a .NET runtime rather than one operating system.
    operatingSystem: '.NET Framework, .NET Core',
    publisher: organizationReference(publicUrl),
    offers: [
      communityOffer(offerContext),
      ...PER_USER_TIERS.flatMap((tier) =>
        BILLING_PERIODS.map((billing) => perUserOffer(tier, billing, offerContext)),
      ),
      ...FLAT_TIERS.map((tier) => flatOffer(tier, offerContext)),
    ],
  };
}

/** The application's publisher sells every offer, so the offers do not repeat it. */
interface OfferContext {
  t: Translator;
  url: string;
}

/** The free plan for open source and non-commercial use. */
function communityOffer({ t, url }: OfferContext): JsonLdNode {
  return {
    '@type': 'Offer',
    name: t('pricing:community.name'),
    description: t('pricing:community.audience'),
    url,
    price: 0,
    priceCurrency: CURRENCY,
  };
}

/** One per-user tier, billed monthly or annually: the price of each user of the team within its range. */
function perUserOffer(tier: PerUserTier, billing: BillingPeriod, context: OfferContext): JsonLdNode {
  const { t } = context;
  return paidOffer(tier, billing, pricePerUser(tier, CURRENCY, billing), context, {
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: t('pricing:structuredData.user') },
    unitText: t(billing === 'annual' ? 'pricing:paid.perUserAnnual' : 'pricing:paid.perUserMonthly'),
  });
}

/** One flat tier: a yearly fee for the whole team, offered with annual billing only. */
function flatOffer(tier: FlatTier, context: OfferContext): JsonLdNode {
  return paidOffer(tier, 'annual', tier.annualPrice[CURRENCY], context, {
    unitText: context.t('pricing:paid.perYear'),
  });
}

/** A paid plan's offer: its price for the team sizes it covers, and how long one payment lasts. */
function paidOffer(
  tier: PerUserTier | FlatTier,
  billing: BillingPeriod,
  price: number,
  { t, url }: OfferContext,
  unit: Readonly<Record<string, unknown>>,
): JsonLdNode {
  return {
    '@type': 'Offer',
    name: offerName(t, tier, billing),
    url,
    price,
    priceCurrency: CURRENCY,
    eligibleQuantity: users(t, tier),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: CURRENCY,
      billingDuration: BILLING_DURATION[billing],
      ...unit,
    },
  };
}

function offerName(t: Translator, tier: PerUserTier | FlatTier, billing: BillingPeriod): string {
  const plan = t(`plans:tiers.${tier.id}`);
  const range =
    tier.maxUsers === null
      ? t('pricing:users.orMore', { min: tier.minUsers })
      : t('pricing:users.range', { min: tier.minUsers, max: tier.maxUsers });
  return t(`pricing:structuredData.offer.${billing}`, { plan, users: range });
}

/** The team sizes a tier's price applies to. */
function users(t: Translator, tier: PerUserTier | FlatTier): JsonLdNode {
  return {
    '@type': 'QuantitativeValue',
    minValue: tier.minUsers,
    ...(tier.maxUsers === null ? {} : { maxValue: tier.maxUsers }),
    // A user has no UN/CEFACT unit code: the unit is named in the page's language.
    unitText: t('pricing:structuredData.user'),
  };
}
