import { HydratedFieldset } from '#client/components/forms/hydrated-fieldset.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useNavigate } from '#client/lib/router.tsx';
import { PATHS } from '#shared/routes.ts';
import type { ForgotPasswordForm } from '#shared/validation/account.ts';
import { requestPasswordReset } from './account-api.ts';
import { EmailField } from './account-fields.tsx';
import { AccountFormCard } from './account-form-card.tsx';

const schema = lazySchema(() =>
  import('#shared/validation/account.ts').then((m) => m.ForgotPasswordRequestSchema),
);

/**
 * /account/forgot-password: success goes to /account/forgot-password/sent; a failure shows nothing
 * (the server answers the same whether or not the address has an account).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const { api } = useAppState();
  const navigate = useNavigate();
  const form = useValidatedForm<ForgotPasswordForm>(schema, { Email: '' });

  const { formRef, isSubmitting, submit } = useSubmit(
    (values: ForgotPasswordForm) => requestPasswordReset(api, values),
    () => navigate(PATHS.forgotPasswordSent),
    { show: 'none' },
  );

  return (
    <AccountFormCard
      metaTitle={t('forgotPassword.metaTitle')}
      metaDescription={t('forgotPassword.metaDescription')}
      title={t('forgotPassword.title')}
      intro={t('forgotPassword.intro')}
      footer={
        <>
          {t('forgotPassword.remembered')} <Link to={PATHS.signIn}>{t('forgotPassword.signInLink')}</Link>
        </>
      }
    >
      <form ref={formRef} method="post" noValidate onSubmit={form.handleSubmit(submit)}>
        <HydratedFieldset legend={t('forgotPassword.title')}>
          <EmailField form={form} autoComplete="email" />
          <SubmitButton isBusy={isSubmitting} className="btn btn-primary w-100">
            {t('forgotPassword.submit')}
          </SubmitButton>
        </HydratedFieldset>
      </form>
    </AccountFormCard>
  );
}
