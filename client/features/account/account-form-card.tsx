import type { ReactNode } from 'react';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/** The frame of the account forms (sign-up, sign-in, password recovery): a centred card under the page title. */
export function AccountFormCard({
  metaTitle,
  metaDescription,
  title,
  intro,
  children,
  footer,
}: {
  metaTitle: string;
  metaDescription: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="container py-5">
      <PageMeta title={metaTitle} description={metaDescription} />
      <div className="card shadow-sm mx-auto" style={{ maxWidth: '32rem' }}>
        <div className="card-body p-4 p-md-5">
          <h1 className="h3 mb-3">{title}</h1>
          {intro ? <p className="text-body-secondary">{intro}</p> : null}
          {children}
        </div>
        {footer ? <div className="card-footer bg-transparent p-4 text-center">{footer}</div> : null}
      </div>
    </section>
  );
}

/** A signed-in page until the logged-in check has answered (a 401 goes to sign-in): its meta and a spinner. */
export function WaitingForSignIn({ meta }: { meta: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="container py-5">
      {meta}
      <Waiting label={t('loading')} />
    </section>
  );
}

/** A polite live region: the message is read out when it appears (saved, e-mail sent). */
export function StatusMessage({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message ? <p className="alert alert-success mb-3">{message}</p> : null}
    </div>
  );
}
