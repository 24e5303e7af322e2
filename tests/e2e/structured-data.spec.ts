import { schemaOrgErrors } from '#build/test/schema-org.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { docsPath, PATHS } from '#shared/paths.ts';
import { FLAT_TIERS, MONTHS_CHARGED_PER_YEAR, PER_USER_TIERS } from '#shared/pricing/plans.ts';
import { expect, startInCulture, test, waitForHydration } from './support/fixtures.ts';

const PAGES = [
  { path: PATHS.root, types: ['Organization'] },
  { path: PATHS.pricing, types: ['SoftwareApplication'] },
  { path: docsPath('your-first-test'), types: ['BreadcrumbList', 'TechArticle'] },
];

/** Every EUR price shared/pricing/plans.ts lists, with the free Community plan: what the offers must say. */
const EUR_PRICES = [
  0,
  ...PER_USER_TIERS.flatMap((tier) => [
    tier.monthlyPricePerUser.EUR,
    tier.monthlyPricePerUser.EUR * MONTHS_CHARGED_PER_YEAR,
  ]),
  ...FLAT_TIERS.map((tier) => tier.annualPrice.EUR),
].sort((a, b) => a - b);

for (const culture of SUPPORTED_CULTURES) {
  test(`the home, pricing and a docs page carry valid schema.org JSON-LD in ${culture}, which the page's policy lets be`, async ({
    context,
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content-Security-Policy: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    await startInCulture(context, culture);

    for (const { path, types } of PAGES) {
      const response = await page.goto(path);
      expect(response?.ok()).toBe(true);
      // The policy a JSON-LD script meets: scripts from the site's own origin, and no inline script but the theme
      // script, by its hash (decision 0036).
      expect(response?.headers()['content-security-policy']).toMatch(
        /script-src 'self' 'sha256-[\w+/]+=*'(;|$)/,
      );
      // What a crawler reads: the HTML as it arrives, parsed by the browser's own parser.
      const html = (await response?.text()) ?? '';
      const scripts = await page.evaluate(
        (source) =>
          [...new DOMParser().parseFromString(source, 'text/html').head.querySelectorAll('script')]
            .filter((script) => script.type === 'application/ld+json')
            .map((script) => script.textContent ?? ''),
        html,
      );
      const items = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(
        items.map((item) => item['@type']),
        path,
      ).toEqual(types);
      for (const item of items) expect(schemaOrgErrors(item), path).toEqual([]);
      expect(html).toContain(`<html lang="${culture}"`);

      if (path === PATHS.pricing) {
        const offers = (items[0]?.offers ?? []) as { price: number; priceCurrency: string }[];
        expect(offers.map((offer) => offer.price).sort((a, b) => a - b)).toEqual(EUR_PRICES);
        expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set(['EUR']));
      }
      // Google reads the page as rendered too: the app, once it has taken the page over, keeps them.
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(types.length);
    }
    expect(violations).toEqual([]);
  });
}
