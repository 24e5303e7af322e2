import { useState } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
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
  // Made here, not by SchemaForm: it is emptied once the password has changed.
  const form = useValidatedForm(schema, EMPTY);

  return (
    <SecuritySection title={t('security.password.title')} intro={t('security.password.intro')}>
      <SchemaForm
        form={form}
        send={(values) => {
          setIsChanged(false);
          return changePassword(api, values);
        }}
        onSucceeded={() => {
          form.reset(EMPTY);
          setIsChanged(true);
        }}
        errorTitle={t('security.password.errorTitle')}
        submitLabel={t('security.password.submit')}
      >
        {() => (
          <>
            <StatusMessage message={isChanged ? t('security.password.changed') : null} />
            <CurrentPasswordField form={form} />
            <NewPasswordFields form={form} passwordLabel={t('validation:labels.newPassword')} />
          </>
        )}
      </SchemaForm>
    </SecuritySection>
  );
}
