import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { OrderPricing } from '#shared/api/order-models.ts';
import type { Culture } from '#shared/cultures.ts';
import { formatPercent } from '#shared/formatting/figures.ts';
import { formatCents } from '#shared/formatting/money.ts';
import { formatCount } from '#shared/pricing/format-price.ts';

/**
 * An order's amounts as the server computed them (docs/product.md, Orders): one line per tier (per-user tiers
 * add up), the net, the VAT line with what it means for the buyer, the total, and what the licence will carry.
 * The order page shows it for a choice, the placed order's page for the order; neither computes anything.
 */
export function OrderAmounts({ pricing, culture }: { pricing: OrderPricing; culture: Culture }) {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('plans');
  const money = (cents: number) => formatCents(cents, pricing.currency, culture);
  const count = (value: number) => formatCount(value, culture);
  const isFlat = pricing.plan !== 'perUser';

  return (
    <>
      <table className="table order-amounts mb-2">
        <caption className="visually-hidden">{t('amounts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('amounts.item')}</th>
            <th scope="col" className="text-end">
              {t('amounts.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {pricing.lines.map((line) => (
            <tr key={line.tier}>
              <th scope="row" className="fw-normal">
                {isFlat
                  ? t('amounts.flatLine', {
                      tier: tp(`tiers.${line.tier as 'business'}`),
                      users: count(line.users),
                    })
                  : tp('calculator.line', {
                      users: count(line.users),
                      tier: tp(`tiers.${line.tier as 'boutique'}`),
                      price: money(line.unitCents),
                    })}
              </th>
              <td className="text-end">{money(line.subtotalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('amounts.net')}</th>
            <td className="text-end">{money(pricing.netCents)}</td>
          </tr>
          <tr>
            <th scope="row" className="fw-normal">
              {pricing.vat === 'spanishVat'
                ? t('amounts.vat.spanishVat', { percent: formatPercent(pricing.vatPercent / 100, culture) })
                : t(`amounts.vat.${pricing.vat}`)}
            </th>
            <td className="text-end">{money(pricing.vatCents)}</td>
          </tr>
          <tr className="order-total">
            <th scope="row">
              {pricing.billing === 'annual' ? t('amounts.totalAnnual') : t('amounts.totalMonthly')}
            </th>
            <td className="text-end fw-bold">{money(pricing.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {pricing.vat === 'spanishVat' ? null : (
        <p className="small text-body-secondary">{t(`amounts.vatExplained.${pricing.vat}`)}</p>
      )}
      <p className="mb-0">
        {t('amounts.licence', { sku: pricing.sku, users: count(pricing.licensedUsers) })}
      </p>
    </>
  );
}
