import { useEffect, useState } from 'react';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { EmailAddress } from '#client/components/ui/email-address.tsx';
import { getEmailStatus } from '#client/features/account/account-api.ts';
import { CurrentPasswordField } from '#client/features/account/account-fields.tsx';
import { StatusMessage } from '#client/features/account/account-form-card.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import type { ChangeEmailForm } from '#shared/validation/account.ts';
import { changeEmail } from './security-api.ts';
import { SecuritySection } from './security-section.tsx';

const schema = lazySchema(() =>
  import('#shared/validation/account.ts').then((m) => m.ChangeEmailRequestSchema),
);
const EMPTY: ChangeEmailForm = { Email: '', CurrentPassword: '' };

/**
 * The new address and the current password. The answer is the same whether or not the address is free, so the
 * page says only that an e-mail went to it; the address changes when its link is followed.
 */
export function ChangeEmailSection() {
  const { t } = useTranslation('account-security');
  const { api } = useAppState();
  const [current, setCurrent] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useValidatedForm<ChangeEmailForm>(schema, EMPTY);

  useEffect(() => {
    void getEmailStatus(api).then((outcome) => {
      if (outcome.kind === 'succeeded' && outcome.model) setCurrent(outcome.model.email);
    });
  }, [api]);

  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    (values: ChangeEmailForm) => {
      setSentTo(null);
      return changeEmail(api, values);
    },
    (_model, values) => {
      form.reset(EMPTY);
      setSentTo(values.Email.trim());
    },
  );

  return (
    <SecuritySection title={t('security.email.title')} intro={t('security.email.intro')}>
      {current ? (
        <p>
          <Trans
            t={t}
            i18nKey="security.email.current"
            components={{ email: <EmailAddress address={current} /> }}
          />
        </p>
      ) : null}
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(submit)}>
        <StatusMessage message={sentTo ? t('security.email.sent', { email: sentTo }) : null} />
        <TextField
          form={form}
          name="Email"
          label={t('security.email.newEmail')}
          type="email"
          autoComplete="email"
          required
        />
        <CurrentPasswordField form={form} />
        <SubmitButton isBusy={isSubmitting}>{t('security.email.submit')}</SubmitButton>
      </form>
      <ServerErrorModal
        title={t('security.email.errorTitle')}
        message={serverError}
        onClose={dismissServerError}
      />
    </SecuritySection>
  );
}
