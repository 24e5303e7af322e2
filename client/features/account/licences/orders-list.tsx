import { OrderStatusBadge } from '#client/components/ui/order-status-badge.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import type { OrderSummary } from '#shared/api/order-models.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import { PATHS } from '#shared/paths.ts';
import { formatPrice } from '#shared/pricing/format-price.ts';
import { invoiceUrl, proFormaUrl } from './licences-api.ts';

export function orderPagePath(reference: string): string {
  return `${PATHS.order}?${new URLSearchParams({ reference })}`;
}

/**
 * The organisation's orders (docs/product.md, Orders): reference, date, plan, total and status, with the order's
 * page, its pro-forma and, once accounting's invoice is attached, the invoice. An order still waiting for its
 * transfer says so and leads to the page with the bank details.
 */
export function OrdersList({ orders }: { orders: readonly OrderSummary[] }) {
  const { t } = useTranslation('licences');
  const { currentCulture } = useAppState();
  return (
    <section className="card shadow-sm" aria-labelledby="orders-title">
      <div className="card-body p-4">
        <h2 id="orders-title" className="h4 mb-3">
          {t('orders.title')}
        </h2>
        {orders.length === 0 ? <p className="mb-0">{t('orders.none')}</p> : null}
        <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
          {orders.map((order) => (
            <li key={order.reference} className="licence-order p-3">
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
                <h3 className="h6 mb-0">
                  <Link to={orderPagePath(order.reference)}>
                    {t('orders.orderLabel')} <span className="licence-mono">{order.reference}</span>
                  </Link>
                </h3>
                <OrderStatusBadge status={order.status} />
              </div>
              <dl className="licence-facts mb-2">
                <dt>{t('orders.placedOn')}</dt>
                <dd>{formatLongDate(order.placedAt.slice(0, 10), currentCulture)}</dd>
                <dt>{t('orders.plan')}</dt>
                <dd>
                  {t(`plans.${order.plan}`)} · {t(`billing.${order.billing}`)} ·{' '}
                  {t('orders.developers', { count: order.licensedUsers })}
                </dd>
                <dt>{t('orders.total')}</dt>
                <dd>{formatPrice(order.totalCents / 100, order.currency, currentCulture)}</dd>
              </dl>
              {order.status === 'placed' ? (
                <p className="alert alert-warning mb-2">
                  {t('orders.awaitingTransfer')}{' '}
                  <Link to={orderPagePath(order.reference)}>{t('orders.howToPay')}</Link>
                </p>
              ) : null}
              <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
                <li>
                  {/* Named with the order too: a list of several orders has several of these links. */}
                  <a
                    href={proFormaUrl(order.reference)}
                    download
                    aria-label={`${t('orders.proForma')} ${order.reference}`}
                  >
                    {t('orders.proForma')}
                  </a>
                </li>
                {order.hasInvoice ? (
                  <li>
                    <a
                      href={invoiceUrl(order.reference)}
                      download
                      aria-label={`${t('orders.invoice')} ${order.reference}`}
                    >
                      {t('orders.invoice')}
                    </a>
                  </li>
                ) : null}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
