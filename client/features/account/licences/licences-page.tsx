import { useEffect, useState } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { WaitingForSignIn } from '#client/features/account/account-form-card.tsx';
import { useSignedInCheck } from '#client/features/account/use-signed-in-check.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import type { LicenceSummary, OrderSummary } from '#shared/api/order-models.ts';
import { PATHS } from '#shared/paths.ts';
import { LicenceCard } from './licence-card.tsx';
import { listLicences, listOrders } from './licences-api.ts';
import { OrdersList, orderPagePath } from './orders-list.tsx';
import { UsageGuide } from './usage-guide.tsx';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; licences: LicenceSummary[]; orders: OrderSummary[] };

/**
 * /account/licences, My Account → Licences (docs/product.md, Licences): after the logged-in check, each licence
 * with its key (shown on request), how to use the key, and the orders with their documents. Without a licence
 * yet: the way to pricing, or, for an order still unpaid, to the page that says how to pay it.
 */
export function LicencesPage({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation('licences');
  const { api } = useAppState();
  const isSignedIn = useSignedInCheck();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    if (!isSignedIn) return;
    void Promise.all([listLicences(api), listOrders(api)]).then(([licences, orders]) => {
      if (licences.kind !== 'succeeded') setLoaded({ kind: 'failed', message: licences.message });
      else if (orders.kind !== 'succeeded') setLoaded({ kind: 'failed', message: orders.message });
      else setLoaded({ kind: 'loaded', licences: licences.list ?? [], orders: orders.list ?? [] });
    });
  }, [api, isSignedIn]);

  const meta = <PageMeta title={t('metaTitle')} description={t('metaDescription')} />;
  if (!isSignedIn) return <WaitingForSignIn meta={meta} />;

  return (
    <section className="container py-5">
      {meta}
      <h1 className="mb-4">{t('title')}</h1>
      <div className="d-flex flex-column gap-4" style={{ maxWidth: '52rem' }}>
        {loaded.kind === 'loading' ? <Waiting label={t('loading')} /> : null}
        {loaded.kind === 'failed' ? (
          <p className="alert alert-danger" role="alert">
            {loaded.message}
          </p>
        ) : null}
        {loaded.kind === 'loaded' ? <LicencesAndOrders {...loaded} now={now()} /> : null}
        <p className="mb-0">
          <Link to={PATHS.dashboard}>{t('backToDashboard')}</Link>
        </p>
      </div>
    </section>
  );
}

function LicencesAndOrders({
  licences,
  orders,
  now,
}: {
  licences: LicenceSummary[];
  orders: OrderSummary[];
  now: Date;
}) {
  const { t } = useTranslation('licences');
  return (
    <>
      <section aria-labelledby="licences-list-title">
        <h2 id="licences-list-title" className="h4 mb-3">
          {t('list.title')}
        </h2>
        {licences.length === 0 ? (
          <NoLicenceYet unpaid={orders.filter((order) => order.status === 'placed')} />
        ) : (
          <div className="d-flex flex-column gap-3">
            {licences.map((licence) => (
              <LicenceCard key={licence.id} licence={licence} now={now} />
            ))}
          </div>
        )}
      </section>
      {licences.length > 0 ? <UsageGuide /> : null}
      {orders.length > 0 ? <OrdersList orders={orders} /> : null}
    </>
  );
}

/** No licence yet: an order waiting for its transfer says so; otherwise the way to buy one. */
function NoLicenceYet({ unpaid }: { unpaid: OrderSummary[] }) {
  const { t } = useTranslation('licences');
  if (unpaid.length > 0)
    return (
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <p>{t('empty.waiting')}</p>
          <ul className="mb-0">
            {unpaid.map((order) => (
              <li key={order.reference}>
                <Link to={orderPagePath(order.reference)}>
                  {t('empty.payOrder', { reference: order.reference })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    );
  return (
    <div className="card shadow-sm">
      <div className="card-body p-4">
        <p>{t('empty.none')}</p>
        <Link className="btn btn-primary" to={PATHS.pricing}>
          {t('empty.buy')}
        </Link>
      </div>
    </div>
  );
}
