import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { EmailAddress } from '#client/components/ui/email-address.tsx';
import { OrderStatusBadge } from '#client/components/ui/order-status-badge.tsx';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { WaitingForSignIn } from '#client/features/account/account-form-card.tsx';
import { useSignedInCheck } from '#client/features/account/use-signed-in-check.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useSearchParams } from '#client/lib/navigation.tsx';
import type { OrderDetail } from '#shared/api/order-models.ts';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';
import type { Culture } from '#shared/cultures.ts';
import { formatCents } from '#shared/formatting/money.ts';
import { PATHS } from '#shared/paths.ts';
import { CopyButton } from './copy-button.tsx';
import { OrderAmounts } from './order-amounts.tsx';
import { getOrder, invoiceHref, proFormaHref } from './orders-api.ts';

type OrderState =
  | { kind: 'loading' }
  | { kind: 'loaded'; order: OrderDetail }
  | { kind: 'missing'; message: string };

/**
 * /account/order?reference=…: a placed order (docs/product.md, Orders): its status, what was ordered and its
 * amounts, how to pay it by bank transfer (the account, and the reference to write on the transfer), its
 * pro-forma and, once accounting has issued it, its invoice. The licence appears under My Account → Licences
 * once the payment has arrived.
 */
export function OrderPage() {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('plans');
  const { api, currentCulture } = useAppState();
  const isSignedIn = useSignedInCheck();
  const [query] = useSearchParams();
  const reference = query.get('reference') ?? '';
  const [state, setState] = useState<OrderState>({ kind: 'loading' });

  useEffect(() => {
    if (!isSignedIn) return;
    // No reference, no order to ask for (an address typed or cut short): say so without a call.
    if (reference === '') {
      setState({ kind: 'missing', message: '' });
      return;
    }
    let isCurrent = true;
    setState({ kind: 'loading' });
    void getOrder(api, reference).then((outcome) => {
      if (!isCurrent) return;
      if (outcome.kind === 'succeeded' && outcome.model) setState({ kind: 'loaded', order: outcome.model });
      else setState({ kind: 'missing', message: outcome.kind === 'succeeded' ? '' : outcome.message });
    });
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, api, reference]);

  const meta = <PageMeta title={t('order.metaTitle')} description={t('order.metaDescription')} />;
  if (!isSignedIn) return <WaitingForSignIn meta={meta} />;

  return (
    <section className="container py-5 order-page">
      {meta}
      {state.kind === 'loading' ? (
        <>
          <h1 className="mb-4">{t('order.title')}</h1>
          <Waiting label={t('order.loading')} />
        </>
      ) : state.kind === 'missing' ? (
        <>
          <h1 className="mb-4">{t('order.title')}</h1>
          <p className="alert alert-warning">{state.message || t('order.notFound')}</p>
          <Link to={PATHS.licences}>{t('order.toLicences')}</Link>
        </>
      ) : (
        <OrderDetails order={state.order} planName={planName(state.order, t, tp)} culture={currentCulture} />
      )}
    </section>
  );
}

function planName(order: OrderDetail, t: TFunction<'orders'>, tp: TFunction<'plans'>): string {
  return order.plan === 'perUser'
    ? t('order.perUserPlan')
    : t('order.flatPlan', { tier: tp(`tiers.${order.plan}`) });
}

function OrderDetails({
  order,
  planName,
  culture,
}: {
  order: OrderDetail;
  planName: string;
  culture: Culture;
}) {
  const { t } = useTranslation('orders');
  const date = new Intl.DateTimeFormat(culture, { dateStyle: 'long' });
  return (
    <>
      <h1 className="mb-2">{t('order.titleWithReference', { reference: order.reference })}</h1>
      <p className="d-flex flex-wrap gap-2 align-items-center">
        <OrderStatusBadge status={order.status} />
        <span className="text-body-secondary">
          {t('order.placedOn', { date: date.format(new Date(order.placedAt)) })}
        </span>
      </p>
      <div className="row g-4">
        <div className="col-lg-7">
          <section className="card shadow-sm" aria-labelledby="order-what-title">
            <div className="card-body">
              <h2 id="order-what-title" className="h5 card-title">
                {t('order.whatTitle')}
              </h2>
              <p>
                {t(order.billing === 'annual' ? 'order.whatAnnual' : 'order.whatMonthly', {
                  plan: planName,
                  organisation: order.organisation.companyName,
                })}
              </p>
              <OrderAmounts pricing={order} culture={culture} />
            </div>
          </section>
          <section className="card shadow-sm mt-4" aria-labelledby="order-documents-title">
            <div className="card-body">
              <h2 id="order-documents-title" className="h5 card-title">
                {t('order.documentsTitle')}
              </h2>
              <ul className="mb-0">
                <li>
                  {/* A file, not a page of the site: a plain link the browser downloads. */}
                  <a href={proFormaHref(order.reference)} download>
                    {t('order.proForma')}
                  </a>
                </li>
                {order.hasInvoice ? (
                  <li>
                    <a href={invoiceHref(order.reference)} download>
                      {t('order.invoice')}
                    </a>
                  </li>
                ) : null}
              </ul>
            </div>
          </section>
        </div>
        <div className="col-lg-5">
          <PaymentCard order={order} culture={culture} />
          <p className="mt-4">
            <Link to={PATHS.licences}>{t('order.toLicences')}</Link>
          </p>
        </div>
      </div>
    </>
  );
}

function PaymentCard({ order, culture }: { order: OrderDetail; culture: Culture }) {
  const { t } = useTranslation('orders');
  const total = formatCents(order.totalCents, order.currency, culture);
  return (
    <section className="card shadow-sm" aria-labelledby="order-payment-title">
      <div className="card-body">
        <h2 id="order-payment-title" className="h5 card-title">
          {t('order.paymentTitle')}
        </h2>
        {order.status === 'paid' ? (
          <p className="mb-0">
            {t('order.paid', {
              date: order.paidOn
                ? new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: 'UTC' }).format(
                    new Date(`${order.paidOn}T00:00:00Z`),
                  )
                : '',
            })}
          </p>
        ) : order.status === 'cancelled' ? (
          <p className="mb-0">{t('order.cancelled')}</p>
        ) : order.bank ? (
          <>
            <p>{t('order.payByTransfer', { total })}</p>
            <dl className="order-bank mb-0">
              <BankDetail
                label={t('order.iban')}
                value={order.bank.iban}
                shown={ibanInGroups(order.bank.iban)}
              />
              <BankDetail label={t('order.bic')} value={order.bank.bic} />
              <BankDetail label={t('order.beneficiary')} value={order.bank.beneficiary} />
              <BankDetail label={t('order.amount')} value={total} />
              <BankDetail label={t('order.reference')} value={order.reference} />
            </dl>
            <p className="small text-body-secondary mt-3 mb-0">{t('order.referenceHint')}</p>
          </>
        ) : (
          <p className="mb-0">
            {t('order.writeToSales', { total })}{' '}
            <a href={`mailto:${PUBLIC_EMAILS.sales}?subject=${encodeURIComponent(order.reference)}`}>
              <EmailAddress address={PUBLIC_EMAILS.sales} />
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

/** An IBAN as banks print it, in groups of four, to read and compare; it is copied without the spaces. */
export function ibanInGroups(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function BankDetail({ label, value, shown = value }: { label: string; value: string; shown?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="d-flex flex-wrap align-items-center gap-2">
        <span className="font-monospace">{shown}</span>
        <CopyButton text={value} what={label} />
      </dd>
    </>
  );
}
