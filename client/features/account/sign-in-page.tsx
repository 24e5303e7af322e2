import { useState } from 'react';
import { HydratedFieldset } from '#client/components/forms/hydrated-fieldset.tsx';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { writeCultureCookie } from '#client/lib/cookies.ts';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/router.tsx';
import { localisePath } from '#shared/culture-paths.ts';
import { isCulture } from '#shared/cultures.ts';
import { PATHS } from '#shared/routes.ts';
import type { SignInForm } from '#shared/validation/account.ts';
import { signIn } from './account-api.ts';
import { EmailField, PasswordField } from './account-fields.tsx';
import { AccountFormCard } from './account-form-card.tsx';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';

const schema = lazySchema(() => import('#shared/validation/account.ts').then((m) => m.SignInRequestSchema));

/**
 * /account/signin: success marks the visitor authenticated and loads /account/dashboard afresh (a
 * full page load, in the account's own culture); a failure shows the server's message in a dialog. An account
 * with two-factor sign-in on is asked for a code on a second step; a passkey signs in without the password.
 */
export function SignInPage() {
  const { t } = useTranslation('account');
  const { api, setAuthenticated, currentCulture } = useAppState();
  const form = useValidatedForm<SignInForm>(schema, { Email: '', Password: '' });
  // Set when the password was right and the account asks for a second factor: the code step replaces the form.
  const [secondFactorToken, setSecondFactorToken] = useState<string | null>(null);

  function handleSignedIn(culture: string | null) {
    setAuthenticated(true);
    // The account's culture becomes the interface's: saved as the choice, and the dashboard at its URL.
    const accountCulture = isCulture(culture) ? culture : currentCulture;
    writeCultureCookie(accountCulture);
    window.location.assign(localisePath(PATHS.dashboard, accountCulture));
  }

  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    (values: SignInForm) => signIn(api, values),
    (model) => {
      if (typeof model === 'object' && model !== null) setSecondFactorToken(model.secondFactorToken);
      else handleSignedIn(model);
    },
  );

  return (
    <AccountFormCard
      metaTitle={t('signIn.metaTitle')}
      metaDescription={t('signIn.metaDescription')}
      title={t('signIn.title')}
      footer={
        <>
          {t('signIn.noAccount')} <Link to={PATHS.signUp}>{t('signIn.signUpLink')}</Link>
        </>
      }
    >
      {secondFactorToken ? (
        <SecondFactorStep
          token={secondFactorToken}
          onSignedIn={handleSignedIn}
          onStartAgain={() => {
            setSecondFactorToken(null);
            // The password form comes back in place of the code step: its first field takes the focus.
            requestAnimationFrame(() => form.setFocus('Email'));
          }}
        />
      ) : (
        <>
          <form ref={formRef} method="post" noValidate onSubmit={form.handleSubmit(submit)}>
            <HydratedFieldset legend={t('signIn.title')}>
              <EmailField form={form} autoComplete="username" />
              <PasswordField form={form} />
              <p className="text-end">
                <Link to={PATHS.forgotPassword}>{t('signIn.forgotPassword')}</Link>
              </p>
              <SubmitButton isBusy={isSubmitting} className="btn btn-primary w-100">
                {t('signIn.submit')}
              </SubmitButton>
            </HydratedFieldset>
          </form>
          <p className="text-center text-body-secondary my-3">{t('signIn.or')}</p>
          <PasskeySignInButton onSignedIn={handleSignedIn} />
        </>
      )}
      <ServerErrorModal title={t('signIn.errorTitle')} message={serverError} onClose={dismissServerError} />
    </AccountFormCard>
  );
}
