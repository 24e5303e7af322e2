import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { OperatorAction, OperatorOrderDetail } from '#shared/api/order-models.ts';
import type { Culture } from '#shared/cultures.ts';
import { formatLongDate, formatWhen } from '#shared/formatting/dates.ts';
import { formatCents } from '#shared/formatting/money.ts';
import type { CurrencyCode } from '#shared/pricing/currencies.ts';
import { formatMegabytes } from './money.ts';
import { OrderCard } from './order-facts.tsx';

/**
 * The details the server records (server/routes/api/operator/): the day and amount received and whether a
 * different amount was confirmed, the reason for a cancellation, the invoice's file, its size and the file it
 * replaced. Any other shows under its own key.
 */
const NAMED_DETAILS = [
  'paidOn',
  'amountCents',
  'mismatch',
  'reason',
  'fileName',
  'size',
  'replaced',
] as const;
type NamedDetail = (typeof NAMED_DETAILS)[number];
const isNamed = (key: string): key is NamedDetail => (NAMED_DETAILS as readonly string[]).includes(key);

/** A detail's value as the culture writes it: an amount in cents as money, a day as a date. */
function detailValue(key: string, value: string | number, currency: CurrencyCode, culture: Culture): string {
  if (typeof value === 'number' && key.endsWith('Cents')) return formatCents(value, currency, culture);
  if (typeof value === 'number' && key === 'size') return formatMegabytes(value, culture);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(value, culture);
  return String(value);
}

/** Every action an operator took on the order (docs/product.md, Operator console): who, what, when, from where. */
export function ActionsLog({ order }: { order: OperatorOrderDetail }) {
  const { t } = useTranslation('operator');
  const { currentCulture } = useAppState();
  return (
    <OrderCard id="order-actions-log" title={t('log.title')}>
      {order.actions.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('log.none')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm mb-0">
            <thead>
              <tr>
                <th scope="col">{t('log.when')}</th>
                <th scope="col">{t('log.who')}</th>
                <th scope="col">{t('log.what')}</th>
                <th scope="col">{t('log.from')}</th>
              </tr>
            </thead>
            <tbody>
              {order.actions.map((action: OperatorAction) => (
                <tr key={`${action.at}|${action.action}`}>
                  <td>{formatWhen(action.at, currentCulture, { time: true })}</td>
                  <td>{action.operatorEmail}</td>
                  <td>
                    <div>{t(`log.actions.${action.action}`)}</div>
                    {Object.entries(action.detail).map(([key, value]) => {
                      const label = isNamed(key) ? t(`log.details.${key}`) : key;
                      // A flag says what happened when it is set (a different amount confirmed); unset, nothing.
                      // Nor does an empty text (no reason given).
                      if (value === false || value === '') return null;
                      return (
                        <div key={key} className="small text-body-secondary">
                          {typeof value === 'boolean'
                            ? label
                            : `${label}: ${detailValue(key, value, order.currency, currentCulture)}`}
                        </div>
                      );
                    })}
                  </td>
                  <td>{action.from}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OrderCard>
  );
}
