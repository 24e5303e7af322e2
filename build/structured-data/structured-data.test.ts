import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { DocsMetadata } from '#build/docs/docs-manifest.ts';
import { schemaOrgErrors } from '#build/test/schema-org.ts';
import { localisedUrl } from '#shared/culture-paths.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { ALL_PATHS, DOCS_PAGES, docsPath, PATHS, PUBLIC_PATHS } from '#shared/paths.ts';
import {
  BILLING_PERIODS,
  FLAT_TIERS,
  MONTHS_CHARGED_PER_YEAR,
  PER_USER_TIERS,
} from '#shared/pricing/plans.ts';
import type { JsonLdNode } from './json-ld.ts';
import { LOGO_PATH } from './organization.ts';
import { buildStructuredData } from './structured-data.ts';

const PUBLIC_URL = 'https://fakexrmeasy.example';
const ROOT = path.join(import.meta.dirname, '..', '..');

// Made-up metadata, so the tests say where each value comes from; one page has no knowable date.
const DOCS = Object.fromEntries(
  DOCS_PAGES.map((page, index) => [
    page,
    {
      title: `Title of ${page}`,
      description: `Description of ${page}`,
      ...(index === 1 ? {} : { dateModified: `2026-0${(index % 9) + 1}-15T10:00:00.000Z` }),
    },
  ]),
) as DocsMetadata;

const build = (route: string, culture: (typeof SUPPORTED_CULTURES)[number] = 'en-GB') =>
  buildStructuredData({ route, culture, publicUrl: PUBLIC_URL, docs: DOCS });

function catalogue(culture: string, namespace: string): Record<string, Record<string, unknown>> {
  return JSON.parse(
    readFileSync(path.join(ROOT, 'shared', 'i18n', 'locales', culture, `${namespace}.json`), 'utf8'),
  );
}

interface Offer {
  name: string;
  price: number;
  priceCurrency: string;
  eligibleQuantity?: { minValue: number; maxValue?: number };
  priceSpecification?: {
    price: number;
    priceCurrency: string;
    billingDuration: string;
    referenceQuantity?: { value: number };
    unitText: string;
  };
}

const offersOf = (node: JsonLdNode | undefined) => (node?.offers ?? []) as Offer[];

/** What an offer says about who pays how much and for how long. */
const terms = (offer: Offer) => ({
  minValue: offer.eligibleQuantity?.minValue,
  maxValue: offer.eligibleQuantity?.maxValue,
  billingDuration: offer.priceSpecification?.billingDuration,
  price: offer.price,
});

describe('buildStructuredData', () => {
  test.each(SUPPORTED_CULTURES)('fits the schema.org vocabulary on every page in %s', (culture) => {
    for (const route of PUBLIC_PATHS) {
      for (const node of build(route, culture)) {
        expect(schemaOrgErrors(JSON.parse(JSON.stringify(node))), `${culture} ${route}`).toEqual([]);
      }
    }
  });

  test('describes only the home, pricing and docs pages', () => {
    const described = ALL_PATHS.filter((route) => build(route).length > 0);
    expect(described.sort()).toEqual(
      [PATHS.root, PATHS.home, PATHS.pricing, ...DOCS_PAGES.map(docsPath)].sort(),
    );
  });

  test('names the organisation on the home page with its legal name, office and a real logo', () => {
    const [organization] = build(PATHS.root);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${PUBLIC_URL}/#organization`,
      name: 'DynamicsValue',
      legalName: 'Dynamics Value, S.L.',
      url: `${PUBLIC_URL}/`,
      logo: `${PUBLIC_URL}${LOGO_PATH}`,
      address: { '@type': 'PostalAddress', postalCode: '08620', addressCountry: 'ES' },
    });
    expect(build(PATHS.home)).toEqual(build(PATHS.root));
    // Google wants a logo of at least 112 × 112 pixels: read the PNG's own header (width, height at 16 and 20).
    const png = readFileSync(path.join(ROOT, 'client', 'public', LOGO_PATH));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(112);
  });

  test('offers every per-user tier monthly and annually and every flat tier annually, at shared/pricing’s EUR prices', () => {
    for (const culture of SUPPORTED_CULTURES) {
      const [application] = build(PATHS.pricing, culture);
      const offers = offersOf(application);
      const perUser = offers.filter((offer) => offer.priceSpecification?.referenceQuantity?.value === 1);
      const flat = offers.filter(
        (offer) => offer.priceSpecification && !offer.priceSpecification.referenceQuantity,
      );
      const free = offers.filter((offer) => !offer.priceSpecification);

      const expectedPerUser = PER_USER_TIERS.flatMap((tier) =>
        BILLING_PERIODS.map((billing) => ({
          minValue: tier.minUsers,
          maxValue: tier.maxUsers ?? undefined,
          billingDuration: billing === 'annual' ? 'P1Y' : 'P1M',
          price: tier.monthlyPricePerUser.EUR * (billing === 'annual' ? MONTHS_CHARGED_PER_YEAR : 1),
        })),
      );
      expect(perUser.map(terms)).toEqual(expectedPerUser);
      expect(flat.map(terms)).toEqual(
        FLAT_TIERS.map((tier) => ({
          minValue: tier.minUsers,
          maxValue: tier.maxUsers ?? undefined,
          billingDuration: 'P1Y',
          price: tier.annualPrice.EUR,
        })),
      );
      expect(free.map((offer) => offer.price)).toEqual([0]);
      expect(offers).toHaveLength(free.length + perUser.length + flat.length);
      for (const offer of offers) {
        expect(offer.priceCurrency).toBe('EUR');
        if (offer.priceSpecification) {
          expect(offer.priceSpecification.price).toBe(offer.price);
          expect(offer.priceSpecification.priceCurrency).toBe('EUR');
        }
      }
    }
  });

  test('names the product and its offers in the page’s culture, from the catalogues', () => {
    const expected = {
      'en-GB': ['Boutique plan (1-5 users), monthly billing', 'per user per month'],
      'es-ES': ['Plan Boutique (1-5 usuarios), facturación mensual', 'por usuario y mes'],
      'ca-ES': ['Pla Boutique (1-5 usuaris), facturació mensual', 'per usuari i mes'],
    } as const;
    for (const culture of SUPPORTED_CULTURES) {
      const [application] = build(PATHS.pricing, culture);
      expect(application).toMatchObject({
        '@type': 'SoftwareApplication',
        name: 'FakeXrmEasy',
        description: catalogue(culture, 'common').tagline,
        applicationCategory: 'DeveloperApplication',
        publisher: { '@type': 'Organization', '@id': `${PUBLIC_URL}/#organization` },
      });
      const offers = offersOf(application);
      expect(offers[0]?.name).toBe(catalogue(culture, 'pricing').community?.name);
      expect(offers[1]?.name).toBe(expected[culture][0]);
      expect(offers[1]?.priceSpecification?.unitText).toBe(expected[culture][1]);
      const names = offers.map((offer) => offer.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names.join(' ')).not.toMatch(/\{\{|pricing:/);
    }
  });

  test.each(SUPPORTED_CULTURES)(
    'gives each docs page its breadcrumbs and an English TechArticle in %s',
    (culture) => {
      const nav = catalogue(culture, 'common').nav as Record<string, string>;
      for (const page of DOCS_PAGES) {
        const url = `${PUBLIC_URL}${docsPath(page)}`;
        const [breadcrumbs, article, ...rest] = build(docsPath(page), culture);
        expect(rest).toEqual([]);
        expect(breadcrumbs).toEqual({
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            // Home in the page's culture; the docs, English under every prefix, at their English URLs.
            {
              '@type': 'ListItem',
              position: 1,
              name: nav.home,
              item: localisedUrl(PUBLIC_URL, '/', culture),
            },
            {
              '@type': 'ListItem',
              position: 2,
              name: nav.getStarted,
              item: `${PUBLIC_URL}${docsPath(DOCS_PAGES[0])}`,
            },
            { '@type': 'ListItem', position: 3, name: DOCS[page].title, item: url },
          ],
        });
        expect(article).toMatchObject({
          '@type': 'TechArticle',
          headline: DOCS[page].title,
          description: DOCS[page].description,
          inLanguage: 'en',
          url,
          mainEntityOfPage: url,
          author: { '@type': 'Organization', name: 'DynamicsValue' },
          publisher: { '@type': 'Organization', name: 'DynamicsValue' },
        });
        expect(article?.dateModified).toBe(DOCS[page].dateModified);
        if (!DOCS[page].dateModified) expect(article).not.toHaveProperty('dateModified');
      }
    },
  );
});

describe('schemaOrgErrors', () => {
  test('finds an unknown type, a property the type lacks, a value of the wrong type and a relative URL', () => {
    expect(
      schemaOrgErrors({
        '@context': 'https://schema.org',
        '@type': 'Offer',
        headline: 'Offers have no headline',
        price: '35',
        url: '/pricing',
        seller: { '@type': 'PostalAddress', streetAddress: 'x' },
        eligibleQuantity: { '@type': 'Quantity', value: 1 },
        priceSpecification: { '@type': 'UnitPriceSpecification', billingDuration: 'monthly' },
      }),
    ).toEqual([
      '$: Offer has no property headline',
      '$.url: "/pricing" is not a URL',
      '$.seller: a PostalAddress where Organization or Person is expected',
      '$.eligibleQuantity: unknown @type "Quantity"',
      '$.priceSpecification.billingDuration: "monthly" is not a Duration or Number or QuantitativeValue',
    ]);
  });
});
