import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { confirmNewsletterSubscription } from './newsletter-api.ts';
import { LinkPage, useTokenAction } from './newsletter-link-page.tsx';

/** /newsletter/confirm?token=…: the double opt-in link of the confirmation e-mail. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation('forms');
  const { api } = useAppState();
  const state = useTokenAction((token) => confirmNewsletterSubscription(api, { token }));
  return (
    <LinkPage
      state={state}
      texts={{
        metaTitle: t('newsletter.confirm.metaTitle'),
        metaDescription: t('newsletter.confirm.metaDescription'),
        working: t('newsletter.confirm.working'),
        succeededTitle: t('newsletter.confirm.succeededTitle'),
        failedTitle: t('newsletter.confirm.failedTitle'),
        missingToken: t('newsletter.confirm.missingToken'),
      }}
      succeeded={<p className="lead mb-0">{t('newsletter.confirm.succeededBody')}</p>}
      afterFailure={
        <Link className="btn btn-primary" to={PATHS.newsletter}>
          {t('newsletter.confirm.subscribeAgain')}
        </Link>
      }
    />
  );
}
