import type { ReactNode } from 'react';
import { CheckboxField } from '#client/components/forms/checkbox-field.tsx';
import { HydratedFieldset } from '#client/components/forms/hydrated-fieldset.tsx';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { useServerSubmit } from '#client/components/forms/use-server-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useNavigate } from '#client/lib/router.tsx';
import { PATHS } from '#shared/routes.ts';
import type { SignUpForm } from '#shared/validation/account.ts';
import { EmailField, NewPasswordFields } from './account-fields.tsx';
import { AccountFormCard } from './account-form-card.tsx';
import { useReturnFocus } from './use-return-focus.ts';

const schema = lazySchema(() => import('#shared/validation/account.ts').then((m) => m.SignUpFormSchema));

/** /account/signup (spec §4): e-mail, password twice and the terms; success goes to /account/registered. */
export function SignUpPage() {
  const { t } = useTranslation('account');
  const { container: formRef, returnFocus } = useReturnFocus<HTMLFormElement>();
  const { api } = useAppState();
  const navigate = useNavigate();
  const form = useValidatedForm<SignUpForm>(schema, {
    Email: '',
    Password: '',
    ConfirmPassword: '',
    AcceptTerms: false,
  });
  const { submit, serverError, dismissServerError } = useServerSubmit(
    (values: SignUpForm) =>
      api.post('/api/account/register', {
        Email: values.Email,
        Password: values.Password,
        ConfirmPassword: values.ConfirmPassword,
      }),
    () => navigate(PATHS.registered),
  );

  return (
    <AccountFormCard
      metaTitle={t('signUp.metaTitle')}
      title={t('signUp.title')}
      intro={t('signUp.intro')}
      footer={
        <>
          {t('signUp.haveAccount')} <Link to={PATHS.signIn}>{t('signUp.signInLink')}</Link>
        </>
      }
    >
      <form ref={formRef} method="post" noValidate onSubmit={form.handleSubmit(submit)}>
        <HydratedFieldset>
          <EmailField form={form} autoComplete="email" />
          <NewPasswordFields form={form} passwordLabel={t('fields.password')} />
          <CheckboxField
            form={form}
            name="AcceptTerms"
            required
            label={
              <Trans
                t={t}
                i18nKey="signUp.terms"
                components={{
                  terms: <NewTabLink href={PATHS.licensing} />,
                  privacy: <NewTabLink href={PATHS.privacyPolicy} />,
                }}
              />
            }
          />
          <SubmitButton isBusy={form.formState.isSubmitting} className="btn btn-primary w-100">
            {t('signUp.submit')}
          </SubmitButton>
        </HydratedFieldset>
      </form>
      <ServerErrorModal
        title={t('signUp.errorTitle')}
        message={serverError}
        onClose={() => {
          dismissServerError();
          returnFocus();
        }}
      />
    </AccountFormCard>
  );
}

/**
 * The terms and the privacy policy open in a new tab, so a half-filled form is not lost; screen readers hear
 * so. Trans fills in the link's words from the catalogue.
 */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
    </a>
  );
}
