import type { ServerT } from '#server/i18n.ts';
import type { BankDetails, OrderPricing } from '#shared/api/order-models.ts';
import type { Culture } from '#shared/cultures.ts';
import type { CurrencyCode } from '#shared/pricing/currencies.ts';
import { formatCount, formatPrice } from '#shared/pricing/format-price.ts';
import type { OrderLine } from '#shared/pricing/order-price.ts';

// How an order is put into words, the same in its e-mails and its pro-forma (docs/product.md, Orders): the
// plan, the lines, VAT as it applies (an amount, the reverse charge, or not subject) and the transfer details.

/** An amount in cents as the pricing page writes prices in the culture ("€400", "423,50 €"). */
export function formatCents(cents: number, currency: CurrencyCode, culture: Culture): string {
  return formatPrice(cents / 100, currency, culture);
}

type TierId = 'boutique' | 'team' | 'large' | 'business' | 'enterprise' | 'ultimate';

const TIER_OF_SKU: Record<string, TierId> = { BOU: 'boutique', TEA: 'team', LAR: 'large' };

/** "Per-user pricing, Large tier" (the tier the seat count reaches, as the SKU says), "Business flat rate". */
export function planLabel(t: ServerT, pricing: Pick<OrderPricing, 'plan' | 'sku'>): string {
  if (pricing.plan === 'perUser') {
    const tier = TIER_OF_SKU[pricing.sku.split('_')[1] ?? ''] ?? 'boutique';
    return t('email:order.planPerUser', { tier: t(`plans:tiers.${tier}`) });
  }
  return t('email:order.planFlat', { tier: t(`plans:tiers.${pricing.plan}`) });
}

export function billingLabel(t: ServerT, billing: OrderPricing['billing']): string {
  return t(`email:order.billing.${billing}`);
}

/** A line of the order: "Team: 5 developers × €30", "Business flat rate, up to 26 developers". */
export function lineLabel(t: ServerT, line: OrderLine, pricing: OrderPricing, culture: Culture): string {
  const tier = t(`plans:tiers.${line.tier as TierId}`);
  if (pricing.plan !== 'perUser') {
    const key = pricing.plan === 'ultimate' ? 'email:order.lineFlatOpen' : 'email:order.lineFlat';
    return t(key, { tier, count: pricing.licensedUsers });
  }
  return t('email:order.line', {
    tier,
    count: line.users,
    unit: formatCents(line.unitCents, pricing.currency, culture),
  });
}

/** The VAT row: its label and what it says (an amount, "Reverse charge", "Not subject to Spanish VAT"). */
export function vatRow(
  t: ServerT,
  pricing: OrderPricing,
  culture: Culture,
): { label: string; value: string } {
  if (pricing.vat === 'spanishVat')
    return {
      label: t('email:order.vatSpanish', { percent: pricing.vatPercent }),
      value: formatCents(pricing.vatCents, pricing.currency, culture),
    };
  return {
    label: t('email:order.vat'),
    value: t(pricing.vat === 'reverseCharge' ? 'email:order.reverseCharge' : 'email:order.notSubject'),
  };
}

/** The legal mention a document without VAT carries, or null with Spanish VAT. */
export function vatNote(t: ServerT, pricing: Pick<OrderPricing, 'vat'>): string | null {
  if (pricing.vat === 'reverseCharge') return t('email:order.reverseChargeNote');
  if (pricing.vat === 'notSubject') return t('email:order.notSubjectNote');
  return null;
}

/** Every amount row, in order: the lines, the total before VAT, VAT, the total to pay. */
export function amountRows(
  t: ServerT,
  pricing: OrderPricing,
  culture: Culture,
): Array<{ label: string; value: string; strong?: boolean }> {
  const money = (cents: number) => formatCents(cents, pricing.currency, culture);
  return [
    ...pricing.lines.map((line) => ({
      label: lineLabel(t, line, pricing, culture),
      value: money(line.subtotalCents),
    })),
    { label: t('email:order.net'), value: money(pricing.netCents) },
    vatRow(t, pricing, culture),
    { label: t('email:order.total'), value: money(pricing.totalCents), strong: true },
  ];
}

/** The order's summary as sentences: plan, period, developers. */
export function orderFacts(t: ServerT, pricing: OrderPricing, culture: Culture): string[] {
  return [
    t('email:order.fieldPlan', { value: planLabel(t, pricing) }),
    t('email:order.fieldBilling', { value: billingLabel(t, pricing.billing) }),
    t('email:order.fieldDevelopers', { value: formatCount(pricing.licensedUsers, culture) }),
  ];
}

/** How to pay: the account and the reference, or whom to ask while the account is not configured. */
export function transferLines(
  t: ServerT,
  bank: BankDetails | null,
  reference: string,
  salesEmail: string,
): string[] {
  const referenceLine = t('email:order.fieldReference', { value: reference });
  if (!bank) return [referenceLine, t('email:order.noBank', { email: salesEmail })];
  return [
    t('email:order.bankIntro'),
    t('email:order.fieldBeneficiary', { value: bank.beneficiary }),
    t('email:order.fieldIban', { value: printedIban(bank.iban) }),
    t('email:order.fieldBic', { value: bank.bic }),
    referenceLine,
  ];
}

/** An IBAN as it is printed: groups of four ("ES91 2100 0418 4502 0005 1332"). */
export function printedIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
