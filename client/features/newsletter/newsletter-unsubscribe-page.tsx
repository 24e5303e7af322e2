import type { ReactNode } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';
import { unsubscribeFromNewsletter } from './newsletter-api.ts';
import { LinkPage, useTokenAction } from './newsletter-link-page.tsx';

/** /newsletter/unsubscribe?token=…: the unsubscribe link every newsletter e-mail carries. */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation('forms');
  const { api } = useAppState();
  const state = useTokenAction((token) => unsubscribeFromNewsletter(api, { token }));
  return (
    <LinkPage
      state={state}
      texts={{
        metaTitle: t('newsletter.unsubscribe.metaTitle'),
        metaDescription: t('newsletter.unsubscribe.metaDescription'),
        working: t('newsletter.unsubscribe.working'),
        succeededTitle: t('newsletter.unsubscribe.succeededTitle'),
        failedTitle: t('newsletter.unsubscribe.failedTitle'),
        missingToken: t('newsletter.unsubscribe.missingToken'),
      }}
      succeeded={
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
      }
      afterFailure={
        <p className="mb-0">
          <Trans
            t={t}
            i18nKey="newsletter.unsubscribe.writeToUs"
            values={{ email: PUBLIC_EMAILS.info }}
            components={{ email: <a href={`mailto:${PUBLIC_EMAILS.info}`}>{PUBLIC_EMAILS.info}</a> }}
          />
        </p>
      }
    />
  );
}

/** The link of 'Subscribe again' (the catalogue tag is <subscribe>: Trans reads <link> as the void HTML element). */
function NewsletterLink({ children }: { children?: ReactNode }) {
  return <Link to={PATHS.newsletter}>{children}</Link>;
}
