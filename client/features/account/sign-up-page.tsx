import { ConsentCheckbox } from '#client/components/forms/consent-checkbox.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { lazySchema } from '#client/components/forms/use-validated-form.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { RETURN_PARAMETER, safeReturnPath, withReturnPath } from '#shared/return-path.ts';
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
  // Kept on the link back to sign-in, so an account that already exists comes back to its order page, and sent
  // with the sign-up, so the confirmation e-mail's link brings the new account back to it after signing in.
  const [query] = useSearchParams();
  const returnPath = safeReturnPath(query.get(RETURN_PARAMETER));

  return (
    <AccountFormCard
      metaTitle={t('signUp.metaTitle')}
      metaDescription={t('signUp.metaDescription')}
      title={t('signUp.title')}
      intro={t('signUp.intro')}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link to={withReturnPath(PATHS.signIn, returnPath)}>{t('signUp.signInLink')}</Link>
        </>
      }
    >
      <SchemaForm
        schema={schema}
        defaults={{ Email: '', Password: '', ConfirmPassword: '', AcceptTerms: false }}
        send={(values) =>
          register(api, {
            Email: values.Email,
            Password: values.Password,
            ConfirmPassword: values.ConfirmPassword,
            ...(returnPath ? { ReturnTo: returnPath } : {}),
          })
        }
        onSucceeded={() => navigate(PATHS.registered)}
        errorTitle={t('signUp.errorTitle')}
        submitLabel={t('signUp.submit')}
        legend={t('signUp.title')}
        method="post"
        submitClassName="btn btn-primary w-100"
      >
        {(form) => (
          <>
            <EmailField form={form} autoComplete="email" />
            <NewPasswordFields form={form} passwordLabel={t('validation:labels.password')} />
            <ConsentCheckbox form={form} name="AcceptTerms" t={t} i18nKey="signUp.terms" />
          </>
        )}
      </SchemaForm>
    </AccountFormCard>
  );
}
