import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { lazySchema } from '#client/components/forms/use-validated-form.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useNavigate } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
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
      <SchemaForm
        schema={schema}
        defaults={{ Email: '' }}
        send={(values) => requestPasswordReset(api, values)}
        onSucceeded={() => navigate(PATHS.forgotPasswordSent)}
        show="none"
        // Never shown (show="none"), so there is no dialog to title.
        errorTitle=""
        submitLabel={t('forgotPassword.submit')}
        legend={t('forgotPassword.title')}
        method="post"
        submitClassName="btn btn-primary w-100"
      >
        {(form) => <EmailField form={form} autoComplete="email" />}
      </SchemaForm>
    </AccountFormCard>
  );
}
