import type { ReactNode } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';

type ConfirmationEntry =
  | 'quoteSent'
  | 'contactSent'
  | 'whitePaperSent'
  | 'newsletterSubscribed'
  | 'registered'
  | 'forgotPasswordSent'
  | 'resetPasswordSent';

/**
 * The pages a form lands on when it succeeds (/contact/sent, /account/registered, …): a title, what happens
 * next, and an optional way on. Their words live in the `info` catalogue under the entry's name.
 */
export function ConfirmationPage({ entry, action }: { entry: ConfirmationEntry; action?: ReactNode }) {
  const { t } = useTranslation('info');
  return (
    <section className="container py-5 confirmation-page">
      <PageMeta title={t(`${entry}.metaTitle`)} description={t(`${entry}.metaDescription`)} />
      <div className="card shadow-sm mx-auto" style={{ maxWidth: '40rem' }}>
        <div className="card-body p-4 p-md-5 text-center">
          <div className="confirmation-icon mb-3" aria-hidden="true">
            ✓
          </div>
          <h1 className="h2">{t(`${entry}.title`)}</h1>
          <p className="lead mb-0">{t(`${entry}.body`)}</p>
          {action ? <div className="mt-4">{action}</div> : null}
        </div>
      </div>
    </section>
  );
}
