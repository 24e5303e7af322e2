import { OrderStatusBadge } from '#client/components/ui/order-status-badge.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import type { OperatorOrderSummary } from '#shared/api/order-models.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import { formatCents } from '#shared/formatting/money.ts';
import { PATHS } from '#shared/paths.ts';
import { formatCount } from '#shared/pricing/format-price.ts';
import { PlanName } from './operator-frame.tsx';

/** An order's page in the console. */
export function orderPath(reference: string): string {
  return `${PATHS.operatorOrder}?${new URLSearchParams({ reference })}`;
}

/** The console's list of orders: one row each, its reference linking to the order's page. */
export function OrdersTable({ orders, caption }: { orders: OperatorOrderSummary[]; caption: string }) {
  const { t } = useTranslation('operator');
  const { currentCulture } = useAppState();
  return (
    <div className="table-responsive">
      <table className="table table-hover">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.reference')}</th>
            <th scope="col">{t('columns.placed')}</th>
            <th scope="col">{t('columns.organisation')}</th>
            <th scope="col">{t('columns.customer')}</th>
            <th scope="col">{t('columns.plan')}</th>
            <th scope="col" className="text-end">
              {t('columns.developers')}
            </th>
            <th scope="col" className="text-end">
              {t('columns.total')}
            </th>
            <th scope="col">{t('columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.reference}>
              <th scope="row">
                <Link to={orderPath(order.reference)}>{order.reference}</Link>
              </th>
              <td>{formatLongDate(order.placedAt.slice(0, 10), currentCulture)}</td>
              <td>{order.organisationName}</td>
              <td>{order.customerEmail}</td>
              <td>
                <PlanName plan={order.plan} />
                <div className="small text-body-secondary">{t(`billing.${order.billing}`)}</div>
              </td>
              <td className="text-end">{formatCount(order.users, currentCulture)}</td>
              <td className="text-end">{formatCents(order.totalCents, order.currency, currentCulture)}</td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
