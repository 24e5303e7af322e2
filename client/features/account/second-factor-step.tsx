import { useEffect } from 'react';
import { HydratedFieldset } from '#client/components/forms/hydrated-fieldset.tsx';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { TwoFactorCodeForm } from '#shared/validation/two-factor.ts';
import { signInSecondFactor } from './account-api.ts';
import { CodeField } from './code-field.tsx';

const schema = lazySchema(() =>
  import('#shared/validation/two-factor.ts').then((m) => m.TwoFactorCodeSchema),
);

/**
 * The second step of a sign-in with two-factor on: a code from the authenticator app or a recovery code, sent
 * with the token the password step gave. Success hands the account's culture on, as the password step does.
 */
export function SecondFactorStep({
  token,
  onSignedIn,
  onStartAgain,
}: {
  token: string;
  onSignedIn: (culture: string | null) => void;
  onStartAgain: () => void;
}) {
  const { t } = useTranslation('account');
  const { api } = useAppState();
  const form = useValidatedForm<TwoFactorCodeForm>(schema, { Code: '' });
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    (values: TwoFactorCodeForm) => signInSecondFactor(api, { Token: token, Code: values.Code.trim() }),
    onSignedIn,
  );
  // The password form has gone: the code field takes the focus it held.
  const { setFocus } = form;
  useEffect(() => setFocus('Code'), [setFocus]);

  return (
    <>
      <h2 className="h5">{t('signIn.secondStep.title')}</h2>
      <p className="text-body-secondary">{t('signIn.secondStep.intro')}</p>
      <form ref={formRef} method="post" noValidate onSubmit={form.handleSubmit(submit)}>
        <HydratedFieldset legend={t('signIn.secondStep.title')}>
          <CodeField form={form} label={t('signIn.secondStep.codeLabel')} />
          <SubmitButton isBusy={isSubmitting} className="btn btn-primary w-100">
            {t('signIn.secondStep.submit')}
          </SubmitButton>
        </HydratedFieldset>
      </form>
      <p className="mt-3 mb-0 text-center">
        <button type="button" className="btn btn-link" onClick={onStartAgain}>
          {t('signIn.secondStep.startAgain')}
        </button>
      </p>
      <ServerErrorModal title={t('signIn.errorTitle')} message={serverError} onClose={dismissServerError} />
    </>
  );
}
