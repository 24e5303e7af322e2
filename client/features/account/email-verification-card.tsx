import { useState } from 'react';
import { ActionForm } from '#client/components/forms/action-form.tsx';
import { EmailAddress } from '#client/components/ui/email-address.tsx';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { type EmailStatus, resendConfirmation } from './account-api.ts';
import { StatusMessage } from './account-form-card.tsx';

/** The dashboard's e-mail card: verified, or not verified with a button to resend the confirmation. */
export function EmailVerificationCard({ status }: { status: EmailStatus | null }) {
  const { t } = useTranslation('account-settings');
  const { t: tc } = useTranslation();
  const { api } = useAppState();
  const [sent, setSent] = useState(false);
  const isVerified = status?.isVerified ?? false;

  return (
    <section className="card shadow-sm" aria-labelledby="email-card-title">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id="email-card-title" className="h5 card-title mb-0">
            {t('dashboard.emailCard.title')}
          </h2>
          {status ? (
            <span className={`badge ${isVerified ? 'text-bg-success' : 'text-bg-warning'}`}>
              {isVerified ? t('dashboard.emailCard.verified') : t('dashboard.emailCard.notVerified')}
            </span>
          ) : null}
        </div>
        {status === null ? (
          <Waiting label={tc('loading')} />
        ) : isVerified ? (
          <p className="mb-0">
            <Trans
              t={t}
              i18nKey="dashboard.emailCard.verifiedText"
              components={{ email: <EmailAddress address={status.email} /> }}
            />
          </p>
        ) : (
          <>
            <p>
              <Trans
                t={t}
                i18nKey="dashboard.emailCard.notVerifiedText"
                components={{ email: <EmailAddress address={status.email} /> }}
              />
            </p>
            <StatusMessage message={sent ? t('dashboard.emailCard.resent') : null} />
            <ActionForm
              send={() => {
                setSent(false);
                return resendConfirmation(api);
              }}
              onSucceeded={() => setSent(true)}
              errorTitle={t('dashboard.emailCard.errorTitle')}
              className="btn btn-outline-primary"
            >
              {t('dashboard.emailCard.resend')}
            </ActionForm>
          </>
        )}
      </div>
    </section>
  );
}
