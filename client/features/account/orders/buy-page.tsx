import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { WaitingForSignIn } from '#client/features/account/account-form-card.tsx';
import { useSignedInCheck } from '#client/features/account/use-signed-in-check.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from '#client/lib/navigation.tsx';
import type { OrderPreview } from '#shared/api/order-models.ts';
import { formatCents } from '#shared/formatting/money.ts';
import { PATHS } from '#shared/paths.ts';
import { formatCount } from '#shared/pricing/format-price.ts';
import { orderPath, readOrderChoice } from '#shared/pricing/order-link.ts';
import type { OrderChoice } from '#shared/pricing/order-price.ts';
import { parseSeatCount } from '#shared/pricing/seat-count.ts';
import { OrderAmounts } from './order-amounts.tsx';
import { OrderChoiceFields } from './order-choice-fields.tsx';
import { placeOrder, previewOrder } from './orders-api.ts';

// Loaded when the page needs them, not with it (the page's first load stays within its budget, bench/bundle.ts):
// the organisation's form only for an account that has none yet, the last step's dialog once it is asked for.
const OrganisationForm = lazy(async () => ({
  default: (await import('#client/features/account/organisation-form.tsx')).OrganisationForm,
}));
const PlaceOrderDialog = lazy(async () => ({
  default: (await import('./place-order-dialog.tsx')).PlaceOrderDialog,
}));

/** How long the page waits after the last change before it asks for the price: typing "120" asks once. */
export const PREVIEW_DELAY_MS = 300;

type PreviewState =
  | { kind: 'waiting' }
  | { kind: 'priced'; choice: OrderChoice; preview: OrderPreview }
  /** The pricing does not offer the choice (or the server refused it): its message, in the interface culture. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * /account/buy: the order page (docs/product.md, Orders). It starts from what "Buy" chose on the pricing page
 * (the query: plan, billing, currency, users), lets the customer change it, and asks the server for the price
 * after each change: the lines, the VAT for the organisation's country and the total are the server's, never
 * worked out here. An account without an organisation saves one first. "Place order" asks once more, then
 * places it and opens the placed order's page, which says how to pay.
 */
export function BuyPage() {
  const { t } = useTranslation(['orders', 'plans']);
  const { t: tp } = useTranslation('plans');
  const { api, currentCulture } = useAppState();
  const isSignedIn = useSignedInCheck();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const [choice, setChoice] = useState<OrderChoice>(() => readOrderChoice(query));
  const [usersInput, setUsersInput] = useState(() => String(choice.users));
  const [preview, setPreview] = useState<PreviewState>({ kind: 'waiting' });
  const [organisationVersion, setOrganisationVersion] = useState(0);
  const [isConfirming, setIsConfirming] = useState(false);
  // Once opened, the dialog stays mounted, so that closing it fades it out as the browser's dialog does.
  const [hasAskedToConfirm, setHasAskedToConfirm] = useState(false);
  const latestRequest = useRef(0);
  // Once the organisation is saved its form goes: the focus moves on to the step that takes its place.
  const placeHeadingRef = useRef<HTMLHeadingElement>(null);
  const [isFocusingPlace, setIsFocusingPlace] = useState(false);
  const seatCount = parseSeatCount(usersInput);
  const { plan, billing, currency, users } = choice;

  // Priced a moment after the last change; an answer to an older choice than the latest is dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved organisation (organisationVersion) prices again, its country deciding the VAT.
  useEffect(() => {
    if (!isSignedIn || !seatCount.ok) return;
    const request = ++latestRequest.current;
    setPreview({ kind: 'waiting' });
    const current: OrderChoice = { plan, billing, currency, users };
    const timer = setTimeout(() => {
      void previewOrder(api, current).then((outcome) => {
        if (request !== latestRequest.current) return;
        if (outcome.kind === 'succeeded' && outcome.model)
          setPreview({ kind: 'priced', choice: current, preview: outcome.model });
        else if (outcome.kind === 'refused') setPreview({ kind: 'refused', message: outcome.message });
        else setPreview({ kind: 'failed', message: outcome.kind === 'failed' ? outcome.message : '' });
      });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isSignedIn, api, plan, billing, currency, users, seatCount.ok, organisationVersion]);

  const canPlace = preview.kind === 'priced' && preview.preview.organisation !== null;
  useEffect(() => {
    if (!isFocusingPlace || !canPlace) return;
    placeHeadingRef.current?.focus();
    setIsFocusingPlace(false);
  }, [isFocusingPlace, canPlace]);

  function change(next: OrderChoice) {
    setChoice(next);
    // The address keeps the choice, so a reload or the Back button finds it; replaced, not pushed.
    setQuery(new URL(orderPath(next), 'https://origin.invalid').searchParams, { replace: true });
  }

  const meta = <PageMeta title={t('buy.metaTitle')} description={t('buy.metaDescription')} />;
  if (!isSignedIn) return <WaitingForSignIn meta={meta} />;

  const priced = preview.kind === 'priced' ? preview : null;
  const organisation = priced?.preview.organisation ?? null;
  const needsOrganisation = priced !== null && organisation === null;

  return (
    <section className="container py-5 buy-page">
      {meta}
      <h1 className="mb-3">{t('buy.title')}</h1>
      <p className="lead">{t('buy.intro')}</p>
      <div className="row g-4">
        <div className="col-lg-5">
          <section className="card shadow-sm">
            <div className="card-body">
              <OrderChoiceFields
                choice={choice}
                usersInput={usersInput}
                seatCount={seatCount}
                culture={currentCulture}
                onChange={(partial) => change({ ...choice, ...partial })}
                onUsersInput={(text) => {
                  setUsersInput(text);
                  const parsed = parseSeatCount(text);
                  if (parsed.ok) change({ ...choice, users: parsed.users });
                }}
              />
              <p className="small text-body-secondary mb-0">
                {t('buy.quoteInstead')} <Link to={PATHS.quote}>{t('buy.quoteLink')}</Link>
              </p>
            </div>
          </section>
        </div>
        <div className="col-lg-7">
          <section className="card shadow-sm" aria-labelledby="order-summary-title">
            <div className="card-body">
              <h2 id="order-summary-title" className="h5 card-title">
                {t('buy.summaryTitle')}
              </h2>
              {/* Announced when the price changes; the "waiting" state stays quiet. */}
              <div aria-live="polite">
                {!seatCount.ok ? (
                  <p className="text-body-secondary mb-0">{t('buy.fixUsers')}</p>
                ) : preview.kind === 'waiting' ? (
                  <Waiting label={t('buy.pricing')} />
                ) : preview.kind === 'refused' || preview.kind === 'failed' ? (
                  <p className="alert alert-warning mb-0">{preview.message}</p>
                ) : (
                  <OrderAmounts pricing={preview.preview.pricing} culture={currentCulture} />
                )}
              </div>
            </div>
          </section>
          {needsOrganisation ? (
            <section className="card shadow-sm mt-4" aria-labelledby="order-organisation-title">
              <div className="card-body">
                <h2 id="order-organisation-title" className="h5 card-title">
                  {t('buy.organisationTitle')}
                </h2>
                <p className="text-body-secondary">{t('buy.organisationIntro')}</p>
                <Suspense fallback={<Waiting label={t('buy.organisationLoading')} />}>
                  <OrganisationForm
                    submitLabel={t('buy.organisationSave')}
                    // Priced again: the VAT depends on the organisation's country.
                    onSaved={() => {
                      setOrganisationVersion((version) => version + 1);
                      setIsFocusingPlace(true);
                    }}
                  />
                </Suspense>
              </div>
            </section>
          ) : null}
          {priced && organisation ? (
            <section className="card shadow-sm mt-4" aria-labelledby="order-place-title">
              <div className="card-body">
                <h2 id="order-place-title" ref={placeHeadingRef} tabIndex={-1} className="h5 card-title">
                  {t('buy.placeTitle')}
                </h2>
                <p>
                  {t('buy.billedTo', { name: organisation.companyName })}{' '}
                  <Link to={PATHS.billing}>{t('buy.changeOrganisation')}</Link>
                </p>
                <p>{t('buy.bankTransfer')}</p>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    setHasAskedToConfirm(true);
                    setIsConfirming(true);
                  }}
                >
                  {t('buy.place')}
                </button>
              </div>
            </section>
          ) : null}
        </div>
      </div>
      {hasAskedToConfirm ? (
        <Suspense fallback={null}>
          <PlaceOrderDialog
            isOpen={isConfirming && priced !== null}
            send={() => placeOrder(api, priced?.choice ?? choice)}
            onPlaced={(reference) => {
              setIsConfirming(false);
              navigate(`${PATHS.order}?${new URLSearchParams({ reference })}`);
            }}
            onCancel={() => setIsConfirming(false)}
          >
            {priced ? (
              <p className="mb-0">
                {t('buy.confirm.text', {
                  plan:
                    priced.choice.plan === 'perUser'
                      ? t('buy.confirm.perUser')
                      : t('buy.confirm.flat', { tier: tp(`tiers.${priced.choice.plan}`) }),
                  users: formatCount(priced.choice.users, currentCulture),
                  period:
                    priced.choice.billing === 'annual' ? t('buy.confirm.annual') : t('buy.confirm.monthly'),
                  total: formatCents(
                    priced.preview.pricing.totalCents,
                    priced.choice.currency,
                    currentCulture,
                  ),
                })}
              </p>
            ) : null}
          </PlaceOrderDialog>
        </Suspense>
      ) : null}
    </section>
  );
}
