import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/router.tsx';
import { PATHS } from '#shared/routes.ts';
import { confirmNewsletterSubscription } from './newsletter-api.ts';
import { LinkPageCard, useTokenAction } from './newsletter-link-page.tsx';

/** /newsletter/confirm?token=…: the double opt-in link of the confirmation e-mail. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation('forms');
  const { api } = useAppState();
  const state = useTokenAction((token) => confirmNewsletterSubscription(api, { token }));
  const title =
    state.status === 'succeeded'
      ? t('newsletter.confirm.succeededTitle')
      : state.status === 'working'
        ? t('newsletter.confirm.metaTitle')
        : t('newsletter.confirm.failedTitle');
  return (
    <>
      <PageMeta title={t('newsletter.confirm.metaTitle')} />
      <LinkPageCard title={title}>
        {state.status === 'working' ? (
          <p className="mb-0">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('newsletter.confirm.working')}
          </p>
        ) : null}
        {state.status === 'succeeded' ? (
          <p className="lead mb-0">{t('newsletter.confirm.succeededBody')}</p>
        ) : null}
        {state.status === 'failed' || state.status === 'missingToken' ? (
          <>
            <p>{state.status === 'failed' ? state.message : t('newsletter.confirm.missingToken')}</p>
            <Link className="btn btn-primary" to={PATHS.newsletter}>
              {t('newsletter.confirm.subscribeAgain')}
            </Link>
          </>
        ) : null}
      </LinkPageCard>
    </>
  );
}
