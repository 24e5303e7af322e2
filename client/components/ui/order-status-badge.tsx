import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { OrderStatus } from '#shared/api/order-models.ts';

const STATUS_CLASSES: Record<OrderStatus, string> = {
  placed: 'text-bg-warning',
  paid: 'text-bg-success',
  cancelled: 'text-bg-secondary',
};

/**
 * An order's status as a badge (docs/product.md, Orders), the same on the customer's pages and in the console: its
 * words carry the meaning, the colour only repeats it.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('common');
  return <span className={`badge ${STATUS_CLASSES[status]}`}>{t(`orderStatus.${status}`)}</span>;
}
