import type { ReactNode } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { OperatorOrderDetail } from '#shared/api/order-models.ts';
import { formatLongDate, formatWhen } from '#shared/formatting/dates.ts';
import { formatCents } from '#shared/formatting/money.ts';
import { formatCount } from '#shared/pricing/format-price.ts';
import { Fact, PlanName } from './operator-frame.tsx';

const TIERS = ['boutique', 'team', 'large', 'business', 'enterprise', 'ultimate'] as const;
const isTier = (tier: string): tier is (typeof TIERS)[number] => (TIERS as readonly string[]).includes(tier);

/** One card of the order's page, named by its heading. */
export function OrderCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card shadow-sm" aria-labelledby={id}>
      <div className="card-body p-4">
        <h2 id={id} className="h5 card-title mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Who placed the order and for which organisation, with its tax identifier, country and address. */
export function CustomerFacts({ order }: { order: OperatorOrderDetail }) {
  // The console's own words for the two identifiers, not the form's catalogue (validation), which the page would
  // download for these two words alone.
  const { t } = useTranslation('operator');
  const { organisation } = order;
  const taxId = organisation.cif
    ? `${organisation.cif} (${t('customer.cif')})`
    : organisation.vatNumber
      ? `${organisation.vatNumber} (${t('customer.vatNumber')})`
      : t('customer.noTaxId');
  const address = [
    organisation.addressLine1,
    organisation.addressLine2,
    `${organisation.postCode} ${organisation.city}`,
  ].filter(Boolean);
  return (
    <OrderCard id="order-customer" title={t('customer.title')}>
      <dl className="mb-0">
        <Fact term={t('customer.email')}>
          <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>
        </Fact>
        <Fact term={t('customer.organisation')}>{organisation.companyName}</Fact>
        <Fact term={t('customer.taxId')}>{taxId}</Fact>
        <Fact term={t('customer.country')}>{organisation.country}</Fact>
        <Fact term={t('customer.address')}>
          {address.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Fact>
        <Fact term={t('customer.customerId')}>{order.customerId}</Fact>
      </dl>
    </OrderCard>
  );
}

/** What was ordered, priced by the server: the lines, the net amount, the VAT treatment and the total. */
export function PricingFacts({ order }: { order: OperatorOrderDetail }) {
  const { t } = useTranslation(['operator', 'plans']);
  const { currentCulture } = useAppState();
  const money = (cents: number) => formatCents(cents, order.currency, currentCulture);
  return (
    <OrderCard id="order-pricing" title={t('pricing.title')}>
      <dl>
        <Fact term={t('pricing.plan')}>
          <PlanName plan={order.plan} />
        </Fact>
        <Fact term={t('pricing.billing')}>{t(`billing.${order.billing}`)}</Fact>
        <Fact term={t('pricing.currency')}>{order.currency}</Fact>
        <Fact term={t('pricing.developers')}>{formatCount(order.users, currentCulture)}</Fact>
        <Fact term={t('pricing.licence')}>
          {t('pricing.licenceTerms', { sku: order.sku, count: order.licensedUsers })}
        </Fact>
      </dl>
      <div className="table-responsive">
        <table className="table table-sm mb-0">
          <caption className="caption-top">{t('pricing.linesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pricing.tier')}</th>
              <th scope="col" className="text-end">
                {t('pricing.developers')}
              </th>
              <th scope="col" className="text-end">
                {t('pricing.unit')}
              </th>
              <th scope="col" className="text-end">
                {t('pricing.subtotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.tier}>
                <th scope="row">{isTier(line.tier) ? t(`plans:tiers.${line.tier}`) : line.tier}</th>
                <td className="text-end">{formatCount(line.users, currentCulture)}</td>
                <td className="text-end">{money(line.unitCents)}</td>
                <td className="text-end">{money(line.subtotalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('pricing.net')}
              </th>
              <td className="text-end">{money(order.netCents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {t(`vat.${order.vat}`, { percent: formatCount(order.vatPercent, currentCulture) })}
              </th>
              <td className="text-end">{money(order.vatCents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {t('pricing.total')}
              </th>
              <td className="text-end fw-bold">{money(order.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </OrderCard>
  );
}

/** Where the order stands: placed, paid (when and how much arrived) or cancelled. */
export function StatusFacts({ order }: { order: OperatorOrderDetail }) {
  const { t } = useTranslation('operator');
  const { currentCulture } = useAppState();
  return (
    <dl className="mb-0">
      <Fact term={t('status.placedAt')}>{formatLongDate(order.placedAt.slice(0, 10), currentCulture)}</Fact>
      {order.paidOn ? (
        <Fact term={t('status.paidOn')}>{formatLongDate(order.paidOn, currentCulture)}</Fact>
      ) : null}
      {order.paidAmountCents !== null ? (
        <Fact term={t('status.paidAmount')}>
          {formatCents(order.paidAmountCents, order.currency, currentCulture)}
        </Fact>
      ) : null}
      {order.cancelledAt ? (
        <Fact term={t('status.cancelledAt')}>
          {formatLongDate(order.cancelledAt.slice(0, 10), currentCulture)}
        </Fact>
      ) : null}
    </dl>
  );
}

/** The licence the payment issued: its terms and the customer id it carries, never its key. */
export function LicenceFacts({ licence }: { licence: NonNullable<OperatorOrderDetail['licence']> }) {
  const { t } = useTranslation('operator');
  const { currentCulture } = useAppState();
  return (
    <OrderCard id="order-licence" title={t('licence.title')}>
      <dl className="mb-0">
        <Fact term={t('licence.sku')}>{licence.sku}</Fact>
        <Fact term={t('licence.developers')}>{formatCount(licence.users, currentCulture)}</Fact>
        <Fact term={t('licence.endDate')}>
          {t('licence.endDateValue', {
            endDate: formatLongDate(licence.endDate, currentCulture),
            validThrough: formatLongDate(licence.validThrough, currentCulture),
          })}
        </Fact>
        <Fact term={t('licence.status')}>{t(`licence.statuses.${licence.status}`)}</Fact>
        <Fact term={t('licence.customerId')}>{licence.customerId}</Fact>
        <Fact term={t('licence.issued')}>{formatWhen(licence.issuedAt, currentCulture, { time: true })}</Fact>
      </dl>
    </OrderCard>
  );
}
