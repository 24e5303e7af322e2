import { HydratedFieldset } from '#client/components/forms/hydrated-fieldset.tsx';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { PasswordField } from '#client/features/account/account-fields.tsx';
import { CodeField } from '#client/features/account/code-field.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { DisableTwoFactorForm } from '#shared/validation/two-factor.ts';
import { PanelActions } from './panel-actions.tsx';
import { disableTwoFactor } from './two-factor-api.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';

const schema = lazySchema(() =>
  import('#shared/validation/two-factor.ts').then((m) => m.DisableTwoFactorSchema),
);

/** Turning two-factor sign-in off: the password and a code (or a recovery code), so a stolen session cannot. */
export function TwoFactorDisablePanel({
  onDisabled,
  onCancel,
}: {
  onDisabled: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account-security', 'validation']);
  const { api } = useAppState();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const form = useValidatedForm<DisableTwoFactorForm>(schema, { Password: '', Code: '' });
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    (values: DisableTwoFactorForm) => disableTwoFactor(api, values),
    onDisabled,
  );

  return (
    <div>
      <h3 className="h6" tabIndex={-1} ref={heading}>
        {t('twoFactor.disable')}
      </h3>
      <p>{t('twoFactor.disableIntro')}</p>
      <form ref={formRef} method="post" noValidate onSubmit={form.handleSubmit(submit)}>
        <HydratedFieldset legend={t('twoFactor.disable')}>
          <PasswordField form={form} />
          <CodeField form={form} label={t('validation:labels.codeOrRecovery')} />
          <PanelActions isBusy={isSubmitting} onCancel={onCancel}>
            {t('twoFactor.disableSubmit')}
          </PanelActions>
        </HydratedFieldset>
      </form>
      <ServerErrorModal
        title={t('twoFactor.errorTitle')}
        message={serverError}
        onClose={dismissServerError}
      />
    </div>
  );
}
