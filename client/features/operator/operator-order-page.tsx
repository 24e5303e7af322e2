import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OrderStatusBadge } from '#client/components/ui/order-status-badge.tsx';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useSearchParams } from '#client/lib/navigation.tsx';
import type { OperatorOrderDetail } from '#shared/api/order-models.ts';
import { PATHS } from '#shared/paths.ts';
import { ActionsLog } from './actions-log.tsx';
import { AttachInvoiceForm } from './attach-invoice-form.tsx';
import { getOrder, invoiceUrl } from './operator-api.ts';
import { LoadError, OperatorMeta } from './operator-frame.tsx';
import { CustomerFacts, LicenceFacts, OrderCard, PricingFacts, StatusFacts } from './order-facts.tsx';
import { useOperatorLoad } from './use-operator-load.ts';

type Notice = 'markedPaid' | 'cancelled' | 'invoiceAttached';

// A placed order's two actions (and their form machinery) load only for a placed order, the dialog once opened:
// a paid order's page, the one an operator opens most, does without them (bench/bundle.ts).
const MarkPaidForm = lazy(async () => ({ default: (await import('./mark-paid-form.tsx')).MarkPaidForm }));
const CancelOrderDialog = lazy(async () => ({
  default: (await import('./cancel-order-dialog.tsx')).CancelOrderDialog,
}));

/**
 * /operator/order?reference=…, one order in the console (docs/product.md, Operator console): the customer and
 * organisation, what was ordered and its VAT, its status, the licence once issued, the invoice, the actions log,
 * and what can be done next: mark a placed order paid or cancel it, attach the invoice to a paid one. Each action
 * answers the order as it now stands, which replaces the one shown.
 */
export function OperatorOrderPage() {
  const { t } = useTranslation('operator');
  const { api } = useAppState();
  const [searchParams] = useSearchParams();
  const reference = (searchParams.get('reference') ?? '').trim();
  const { load, setLoad, retry } = useOperatorLoad(
    reference,
    () =>
      reference
        ? getOrder(api, reference)
        : Promise.resolve({ kind: 'succeeded' as const, model: null, list: null }),
    (model) => model,
  );
  const meta = (
    <OperatorMeta
      title={reference ? t('order.metaTitle', { reference }) : t('orders.metaTitle')}
      description={t('order.metaDescription')}
    />
  );
  const back = (
    <p className="mb-3">
      <Link to={PATHS.operator}>{t('order.backToOrders')}</Link>
    </p>
  );

  if (load.kind === 'loading')
    return (
      <section className="container py-5">
        {meta}
        <Waiting label={t('order.loading')} />
      </section>
    );
  if (load.kind === 'error' || load.value === null)
    return (
      <section className="container py-5">
        {meta}
        {back}
        <h1 className="mb-4">{t('order.unknownTitle')}</h1>
        {load.kind === 'error' ? (
          <LoadError message={load.message} onRetry={retry} />
        ) : (
          <p>{t('order.noReference')}</p>
        )}
      </section>
    );
  return (
    <section className="container py-5">
      {meta}
      {back}
      <OrderView order={load.value} onChanged={(order) => setLoad({ kind: 'loaded', value: order })} />
    </section>
  );
}

function OrderView({
  order,
  onChanged,
}: {
  order: OperatorOrderDetail;
  onChanged: (order: OperatorOrderDetail) => void;
}) {
  const { t } = useTranslation('operator');
  const [notice, setNotice] = useState<{ what: Notice } | null>(null);
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  // Once opened, the dialog stays mounted, so that it closes as a dialog does.
  const [hasOpenedCancel, setHasOpenedCancel] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The form that was used is gone once the order has moved on: the focus goes to what happened instead.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const changed = (next: OperatorOrderDetail, what: Notice) => {
    onChanged(next);
    // A new object each time, so the same notice twice (a second invoice) takes the focus again.
    setNotice({ what });
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 className="mb-0">{t('order.title', { reference: order.reference })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <div
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className={notice ? 'alert alert-success mt-3' : undefined}
      >
        {notice ? t(`notices.${notice.what}`) : null}
      </div>
      <div className="row g-4 mt-1">
        <div className="col-lg-7 d-flex flex-column gap-4">
          <CustomerFacts order={order} />
          <PricingFacts order={order} />
          {order.licence ? <LicenceFacts licence={order.licence} /> : null}
          <ActionsLog order={order} />
        </div>
        <div className="col-lg-5 d-flex flex-column gap-4">
          <OrderCard id="order-status" title={t('status.title')}>
            <StatusFacts order={order} />
          </OrderCard>
          {order.status === 'placed' ? (
            <OrderCard id="order-mark-paid" title={t('markPaid.title')}>
              <p className="text-body-secondary">{t('markPaid.intro')}</p>
              <Suspense fallback={null}>
                <MarkPaidForm order={order} onMarkedPaid={(next) => changed(next, 'markedPaid')} />
              </Suspense>
            </OrderCard>
          ) : null}
          {order.status === 'placed' ? (
            <OrderCard id="order-cancel" title={t('cancel.title')}>
              <p className="text-body-secondary">{t('cancel.intro')}</p>
              <button
                type="button"
                className="btn btn-outline-danger"
                aria-haspopup="dialog"
                onClick={() => {
                  setHasOpenedCancel(true);
                  setIsCancelOpen(true);
                }}
              >
                {t('cancel.open')}
              </button>
              {hasOpenedCancel ? (
                <Suspense fallback={null}>
                  <CancelOrderDialog
                    order={order}
                    isOpen={isCancelOpen}
                    onClose={() => setIsCancelOpen(false)}
                    onCancelled={(next) => {
                      setIsCancelOpen(false);
                      changed(next, 'cancelled');
                    }}
                  />
                </Suspense>
              ) : null}
            </OrderCard>
          ) : null}
          {order.status === 'paid' || order.invoiceFileName ? (
            <OrderCard id="order-invoice" title={t('invoice.title')}>
              {order.invoiceFileName ? (
                <p>
                  <a href={invoiceUrl(order.reference)} download={order.invoiceFileName}>
                    {t('invoice.download', { fileName: order.invoiceFileName })}
                  </a>
                </p>
              ) : (
                <p className="text-body-secondary">{t('invoice.none')}</p>
              )}
              {order.status === 'paid' ? (
                <AttachInvoiceForm order={order} onAttached={(next) => changed(next, 'invoiceAttached')} />
              ) : null}
            </OrderCard>
          ) : null}
        </div>
      </div>
    </>
  );
}
