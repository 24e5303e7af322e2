import { useState } from 'react';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { CurrentPasswordField, NewPasswordFields } from '#client/features/account/account-fields.tsx';
import { StatusMessage } from '#client/features/account/account-form-card.tsx';
import { loadNewPasswordSchema } from '#client/features/account/load-new-password-schema.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { ChangePasswordForm } from '#shared/validation/account.ts';
import { changePassword } from './security-api.ts';
import { SecuritySection } from './security-section.tsx';

const schema = lazySchema(() =>
  loadNewPasswordSchema(() =>
    import('#shared/validation/account.ts').then((m) => m.ChangePasswordRequestSchema),
  ),
);
const EMPTY: ChangePasswordForm = { CurrentPassword: '', Password: '', ConfirmPassword: '' };

/** Current password, new password and its confirmation; a wrong current password is the server's refusal. */
export function ChangePasswordSection() {
  const { t } = useTranslation(['account-security', 'validation']);
  const { api } = useAppState();
  const [isChanged, setIsChanged] = useState(false);
  const form = useValidatedForm<ChangePasswordForm>(schema, EMPTY);
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    (values: ChangePasswordForm) => {
      setIsChanged(false);
      return changePassword(api, values);
    },
    () => {
      form.reset(EMPTY);
      setIsChanged(true);
    },
  );

  return (
    <SecuritySection title={t('security.password.title')} intro={t('security.password.intro')}>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(submit)}>
        <StatusMessage message={isChanged ? t('security.password.changed') : null} />
        <CurrentPasswordField form={form} />
        <NewPasswordFields form={form} passwordLabel={t('validation:labels.newPassword')} />
        <SubmitButton isBusy={isSubmitting}>{t('security.password.submit')}</SubmitButton>
      </form>
      <ServerErrorModal
        title={t('security.password.errorTitle')}
        message={serverError}
        onClose={dismissServerError}
      />
    </SecuritySection>
  );
}
