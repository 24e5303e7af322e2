import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { LicenceSummary } from '#shared/api/order-models.ts';
import { formatLongDate, formatWhen } from '#shared/formatting/dates.ts';
import { licenceStatus } from '#shared/licensing/licence-status.ts';
import { formatCount } from '#shared/pricing/format-price.ts';
import { LicenceKeyPanel } from './licence-key-panel.tsx';
import { LicenceStatusBadge } from './licence-status-badge.tsx';

/**
 * One licence (docs/product.md, Licences): its plan, SKU, developers, the last day it works, its status and the
 * customer id the key carries, then its key. The status is worked out from the end date at `now`, as the server
 * does, so a page left open overnight stays right.
 */
export function LicenceCard({ licence, now }: { licence: LicenceSummary; now: Date }) {
  const { t } = useTranslation('licences');
  const { currentCulture } = useAppState();
  const titleId = `licence-${licence.id}-title`;
  const status = licenceStatus(licence.endDate, now);
  return (
    <article className="card shadow-sm" aria-labelledby={titleId}>
      <div className="card-body p-4">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h3 id={titleId} className="h5 mb-0">
            {t(`plans.${licence.plan}`)} · {t(`billing.${licence.billing}`)}
          </h3>
          <LicenceStatusBadge status={status} />
        </div>
        <dl className="licence-facts mb-3">
          <dt>{t('licence.sku')}</dt>
          <dd className="licence-mono">{licence.sku}</dd>
          <dt>{t('licence.developers')}</dt>
          <dd>{formatCount(licence.users, currentCulture)}</dd>
          <dt>{t('licence.validThrough')}</dt>
          <dd>
            {formatLongDate(licence.validThrough, currentCulture)}
            <br />
            <span className="licence-note">
              {t('licence.stopsAt', {
                when: formatWhen(`${licence.endDate}T00:00:00Z`, currentCulture, { time: true }),
              })}
            </span>
          </dd>
          <dt>{t('licence.customerId')}</dt>
          <dd className="licence-mono">{licence.customerId}</dd>
          <dt>{t('licence.order')}</dt>
          <dd className="licence-mono">{licence.orderReference}</dd>
        </dl>
        <LicenceKeyPanel licenceId={licence.id} />
      </div>
    </article>
  );
}
