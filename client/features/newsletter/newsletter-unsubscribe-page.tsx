import type { ReactNode } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/router.tsx';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/routes.ts';
import { unsubscribeFromNewsletter } from './newsletter-api.ts';
import { LinkPageCard, useTokenAction } from './newsletter-link-page.tsx';

/** /newsletter/unsubscribe?token=…: the unsubscribe link every newsletter e-mail carries. */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation('forms');
  const { api } = useAppState();
  const state = useTokenAction((token) => unsubscribeFromNewsletter(api, { token }));
  const title =
    state.status === 'succeeded'
      ? t('newsletter.unsubscribe.succeededTitle')
      : state.status === 'working'
        ? t('newsletter.unsubscribe.metaTitle')
        : t('newsletter.unsubscribe.failedTitle');
  return (
    <>
      <PageMeta title={t('newsletter.unsubscribe.metaTitle')} />
      <LinkPageCard title={title}>
        {state.status === 'working' ? (
          <p className="mb-0">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('newsletter.unsubscribe.working')}
          </p>
        ) : null}
        {state.status === 'succeeded' ? (
          <>
            <p className="lead">{t('newsletter.unsubscribe.succeededBody')}</p>
            <p className="mb-0">
              <Trans
                t={t}
                i18nKey="newsletter.unsubscribe.changedYourMind"
                components={{ subscribe: <NewsletterLink /> }}
              />
            </p>
          </>
        ) : null}
        {state.status === 'failed' || state.status === 'missingToken' ? (
          <>
            <p>{state.status === 'failed' ? state.message : t('newsletter.unsubscribe.missingToken')}</p>
            <p className="mb-0">
              <Trans
                t={t}
                i18nKey="newsletter.unsubscribe.writeToUs"
                values={{ email: PUBLIC_EMAILS.info }}
                components={{ email: <a href={`mailto:${PUBLIC_EMAILS.info}`}>{PUBLIC_EMAILS.info}</a> }}
              />
            </p>
          </>
        ) : null}
      </LinkPageCard>
    </>
  );
}

/** The link of 'Subscribe again' (the catalogue tag is <subscribe>: Trans reads <link> as the void HTML element). */
function NewsletterLink({ children }: { children?: ReactNode }) {
  return <Link to={PATHS.newsletter}>{children}</Link>;
}
