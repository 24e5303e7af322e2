import { ConsentCheckbox } from '#client/components/forms/consent-checkbox.tsx';
import { HydratedFieldset } from '#client/components/forms/hydrated-fieldset.tsx';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useNavigate } from '#client/lib/router.tsx';
import { PATHS } from '#shared/routes.ts';
import type { SignUpForm } from '#shared/validation/account.ts';
import { register } from './account-api.ts';
import { EmailField, NewPasswordFields } from './account-fields.tsx';
import { AccountFormCard } from './account-form-card.tsx';
import { loadNewPasswordSchema } from './load-new-password-schema.ts';

const schema = lazySchema(() =>
  loadNewPasswordSchema(() => import('#shared/validation/account.ts').then((m) => m.SignUpFormSchema)),
);

/** /account/signup: e-mail, password twice and the terms; success goes to /account/registered. */
export function SignUpPage() {
  const { t } = useTranslation(['account', 'validation']);
  const { api } = useAppState();
  const navigate = useNavigate();
  const form = useValidatedForm<SignUpForm>(schema, {
    Email: '',
    Password: '',
    ConfirmPassword: '',
    AcceptTerms: false,
  });
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    (values: SignUpForm) =>
      register(api, {
        Email: values.Email,
        Password: values.Password,
        ConfirmPassword: values.ConfirmPassword,
      }),
    () => navigate(PATHS.registered),
  );

  return (
    <AccountFormCard
      metaTitle={t('signUp.metaTitle')}
      metaDescription={t('signUp.metaDescription')}
      title={t('signUp.title')}
      intro={t('signUp.intro')}
      footer={
        <>
          {t('signUp.haveAccount')} <Link to={PATHS.signIn}>{t('signUp.signInLink')}</Link>
        </>
      }
    >
      <form ref={formRef} method="post" noValidate onSubmit={form.handleSubmit(submit)}>
        <HydratedFieldset legend={t('signUp.title')}>
          <EmailField form={form} autoComplete="email" />
          <NewPasswordFields form={form} passwordLabel={t('validation:labels.password')} />
          <ConsentCheckbox form={form} name="AcceptTerms" t={t} i18nKey="signUp.terms" />
          <SubmitButton isBusy={isSubmitting} className="btn btn-primary w-100">
            {t('signUp.submit')}
          </SubmitButton>
        </HydratedFieldset>
      </form>
      <ServerErrorModal title={t('signUp.errorTitle')} message={serverError} onClose={dismissServerError} />
    </AccountFormCard>
  );
}
