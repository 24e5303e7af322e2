import { HydratedFieldset } from '#client/components/forms/hydrated-fieldset.tsx';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from '#client/lib/router.tsx';
import { PATHS } from '#shared/routes.ts';
import type { ResetPasswordForm } from '#shared/validation/account.ts';
import { resetPassword } from './account-api.ts';
import { EmailField, NewPasswordFields } from './account-fields.tsx';
import { AccountFormCard } from './account-form-card.tsx';
import { loadNewPasswordSchema } from './load-new-password-schema.ts';

const schema = lazySchema(() =>
  loadNewPasswordSchema(() => import('#shared/validation/account.ts').then((m) => m.ResetPasswordFormSchema)),
);

/**
 * /account/reset-password?token=…: the e-mail, a new password and its confirmation, sent with the
 * link's token. Success goes to /account/reset-password/sent; a failure shows the server's message.
 */
export function ResetPasswordPage() {
  // With the field messages: a page rendered in the browser only loads both at once.
  const { t } = useTranslation(['account', 'validation']);
  const { api, setAuthenticated } = useAppState();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useValidatedForm<ResetPasswordForm>(schema, {
    Email: '',
    Password: '',
    ConfirmPassword: '',
  });
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    (values: ResetPasswordForm) =>
      resetPassword(api, {
        Email: values.Email,
        Token: token,
        Password: values.Password,
      }),
    () => {
      // A reset signs out every session of the account, this browser's included if it was one.
      setAuthenticated(false);
      navigate(PATHS.resetPasswordSent);
    },
  );

  return (
    <AccountFormCard
      metaTitle={t('resetPassword.metaTitle')}
      metaDescription={t('resetPassword.metaDescription')}
      title={t('resetPassword.title')}
      intro={token ? t('resetPassword.intro') : undefined}
    >
      {token ? (
        <form ref={formRef} method="post" noValidate onSubmit={form.handleSubmit(submit)}>
          <HydratedFieldset legend={t('resetPassword.title')}>
            <EmailField form={form} autoComplete="username" />
            <NewPasswordFields form={form} passwordLabel={t('validation:labels.newPassword')} />
            <SubmitButton isBusy={isSubmitting} className="btn btn-primary w-100">
              {t('resetPassword.submit')}
            </SubmitButton>
          </HydratedFieldset>
        </form>
      ) : (
        <>
          <p className="alert alert-warning">{t('resetPassword.missingToken')}</p>
          <Link className="btn btn-primary" to={PATHS.forgotPassword}>
            {t('resetPassword.requestNewLink')}
          </Link>
        </>
      )}
      <ServerErrorModal
        title={t('resetPassword.errorTitle')}
        message={serverError}
        onClose={dismissServerError}
      />
    </AccountFormCard>
  );
}
