import { useState } from 'react';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { EmailAddress } from '#client/components/ui/email-address.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { type EmailStatus, resendConfirmation } from './account-api.ts';
import { StatusMessage, Waiting } from './account-form-card.tsx';

/** The dashboard's e-mail card: verified, or not verified with a button to resend the confirmation. */
export function EmailVerificationCard({ status }: { status: EmailStatus | null }) {
  const { t } = useTranslation('account-settings');
  const { t: tc } = useTranslation();
  const { api } = useAppState();
  const [sent, setSent] = useState(false);
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    () => {
      setSent(false);
      return resendConfirmation(api);
    },
    () => setSent(true),
  );
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
            <form
              ref={formRef}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit(undefined);
              }}
            >
              <SubmitButton isBusy={isSubmitting} className="btn btn-outline-primary">
                {t('dashboard.emailCard.resend')}
              </SubmitButton>
            </form>
          </>
        )}
      </div>
      <ServerErrorModal
        title={t('dashboard.emailCard.errorTitle')}
        message={serverError}
        onClose={dismissServerError}
      />
    </section>
  );
}
