import type { ReactNode } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { OrderPlan } from '#shared/pricing/order-price.ts';

/**
 * The console's page meta: its title and description, and a robots noindex (docs/product.md, Operator
 * console): the pages are never prerendered, listed or linked, and a search engine has no use for them.
 */
export function OperatorMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <meta name="robots" content="noindex" />
    </>
  );
}

/** A load that did not come to an order or a list: the server's message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('operator');
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** A term and its value in a definition list of the order's facts. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A plan's name: per-user pricing, or a flat tier by the name the pricing page gives it. */
export function PlanName({ plan }: { plan: OrderPlan }) {
  const { t } = useTranslation(['operator', 'plans']);
  return <>{plan === 'perUser' ? t('plans.perUser') : t(`plans:tiers.${plan}`)}</>;
}
