import { type FormEvent, useEffect, useId, useState } from 'react';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useSearchParams } from '#client/lib/navigation.tsx';
import type { OperatorOrderSummary } from '#shared/api/order-models.ts';
import { PATHS } from '#shared/paths.ts';
import { listOrders, type StatusFilter } from './operator-api.ts';
import { LoadError, OperatorMeta } from './operator-frame.tsx';
import { OrdersTable } from './orders-table.tsx';
import { type Load, useOperatorLoad } from './use-operator-load.ts';

/** The tabs, in the order an operator works through them: what awaits payment first. */
const FILTERS: readonly StatusFilter[] = ['placed', 'paid', 'cancelled', 'all'];

function readFilter(value: string | null): StatusFilter {
  return FILTERS.find((filter) => filter === value) ?? 'placed';
}

/** The list's address for a filter and a search: both live in the URL, so a view can be reloaded or shared. */
function listPath(status: StatusFilter, q: string): string {
  const query = new URLSearchParams({ status });
  if (q) query.set('q', q);
  return `${PATHS.operator}?${query}`;
}

/**
 * /operator, the console's orders (docs/product.md, Operator console): one status at a time (awaiting payment
 * first) or all, narrowed by a search over the reference, the organisation's name and tax id and the customer's
 * e-mail. Only an operator with two-factor on gets here; anyone else's API call is a 404, which the API's error
 * handler turns into the not-found page.
 */
export function OperatorOrdersPage() {
  const { t } = useTranslation(['operator', 'common']);
  const { api } = useAppState();
  const [searchParams] = useSearchParams();
  const status = readFilter(searchParams.get('status'));
  const q = (searchParams.get('q') ?? '').trim();
  const { load, retry } = useOperatorLoad(
    `${status}|${q}`,
    () => listOrders(api, { status, q }),
    (_model, list) => list ?? [],
  );

  return (
    <section className="container py-5">
      <OperatorMeta title={t('orders.metaTitle')} description={t('orders.metaDescription')} />
      <h1 className="mb-4">{t('orders.title')}</h1>
      <nav aria-label={t('orders.filterLabel')}>
        <ul className="nav nav-tabs mb-3">
          {FILTERS.map((filter) => (
            <li key={filter} className="nav-item">
              <Link
                className={`nav-link${filter === status ? ' active' : ''}`}
                aria-current={filter === status ? 'page' : undefined}
                to={listPath(filter, q)}
              >
                {filter === 'all' ? t('filters.all') : t(`common:orderStatus.${filter}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchForm status={status} q={q} />
      <OrdersResult load={load} status={status} q={q} onRetry={retry} />
    </section>
  );
}

function SearchForm({ status, q }: { status: StatusFilter; q: string }) {
  const { t } = useTranslation('operator');
  const [, setSearchParams] = useSearchParams();
  const [typed, setTyped] = useState(q);
  const id = useId();
  // The URL is the truth: Back or a tab's link brings its own search into the box.
  useEffect(() => setTyped(q), [q]);

  function search(event: FormEvent) {
    event.preventDefault();
    const query = new URLSearchParams({ status });
    if (typed.trim()) query.set('q', typed.trim());
    setSearchParams(query);
  }

  return (
    <search className="d-block mb-4" style={{ maxWidth: '40rem' }}>
      <form onSubmit={search}>
        <label htmlFor={id} className="form-label">
          {t('orders.searchLabel')}
        </label>
        <div className="d-flex gap-2">
          <input
            id={id}
            type="search"
            className="form-control"
            value={typed}
            maxLength={200}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            {t('orders.search')}
          </button>
        </div>
        <div id={`${id}-hint`} className="form-text">
          {t('orders.searchHint')}
        </div>
      </form>
    </search>
  );
}

function OrdersResult({
  load,
  status,
  q,
  onRetry,
}: {
  load: Load<OperatorOrderSummary[]>;
  status: StatusFilter;
  q: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('operator');
  if (load.kind === 'loading') return <Waiting label={t('orders.loading')} />;
  if (load.kind === 'error') return <LoadError message={load.message} onRetry={onRetry} />;
  if (load.value.length === 0)
    return (
      <p role="status" className="text-body-secondary">
        {q ? t('orders.noneFound', { q }) : t(`orders.none.${status}`)}
      </p>
    );
  return (
    <OrdersTable orders={load.value} caption={t(`orders.caption.${status}`, { count: load.value.length })} />
  );
}
