import { useEffect, useState } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import type { LicenceSummary, OrderSummary } from '#shared/api/order-models.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import { licenceStatus } from '#shared/licensing/licence-status.ts';
import { PATHS } from '#shared/paths.ts';
import { listLicences, listOrders } from './licences-api.ts';

interface Summary {
  licences: LicenceSummary[];
  unpaid: number;
}

/**
 * The dashboard's licences card (docs/product.md, Licences): how many licences, the soonest last day among those
 * still working, how many are expiring or expired, and the orders waiting for their transfer, with the way to
 * My Account → Licences. Without any, a line to pricing. Nothing shows while it loads or if it cannot.
 */
export function LicencesSummaryCard({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation('licences');
  const { api, currentCulture } = useAppState();
  const [summary, setSummary] = useState<Summary | null>(null);

  useEffect(() => {
    void Promise.all([listLicences(api), listOrders(api)]).then(([licences, orders]) => {
      if (licences.kind !== 'succeeded' || orders.kind !== 'succeeded') return;
      const unpaid = (orders.list ?? []).filter((order: OrderSummary) => order.status === 'placed').length;
      setSummary({ licences: licences.list ?? [], unpaid });
    });
  }, [api]);

  if (!summary) return null;
  const at = now();
  const statuses = summary.licences.map((licence) => licenceStatus(licence.endDate, at));
  const expiring = statuses.filter((status) => status === 'expiring').length;
  const expired = statuses.filter((status) => status === 'expired').length;
  const soonest = summary.licences
    .filter((_, index) => statuses[index] !== 'expired')
    .map((licence) => licence.validThrough)
    .sort()[0];
  const hasNothing = summary.licences.length === 0 && summary.unpaid === 0;

  return (
    <section className="card shadow-sm" aria-labelledby="licences-summary-title">
      <div className="card-body p-4">
        <h2 id="licences-summary-title" className="h5 card-title">
          {t('summary.title')}
        </h2>
        {hasNothing ? (
          <p className="mb-0">
            {t('summary.none')} <Link to={PATHS.pricing}>{t('summary.buy')}</Link>
          </p>
        ) : (
          <>
            <ul className="mb-3">
              <li>{t('summary.count', { count: summary.licences.length })}</li>
              {soonest ? (
                <li>{t('summary.soonest', { date: formatLongDate(soonest, currentCulture) })}</li>
              ) : null}
              {expiring > 0 ? <li>{t('summary.expiring', { count: expiring })}</li> : null}
              {expired > 0 ? <li>{t('summary.expired', { count: expired })}</li> : null}
              {summary.unpaid > 0 ? <li>{t('summary.unpaid', { count: summary.unpaid })}</li> : null}
            </ul>
            <Link className="btn btn-outline-primary" to={PATHS.licences}>
              {t('summary.open')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
