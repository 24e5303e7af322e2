import { useState } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { writeCultureCookie } from '#client/lib/cookies.ts';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useSearchParams } from '#client/lib/navigation.tsx';
import { localisePath } from '#shared/culture-paths.ts';
import { type Culture, isCulture } from '#shared/cultures.ts';
import { PATHS } from '#shared/paths.ts';
import { RETURN_PARAMETER, safeReturnPath, withReturnPath } from '#shared/return-path.ts';
import { signIn } from './account-api.ts';
import { EmailField, PasswordField } from './account-fields.tsx';
import { AccountFormCard } from './account-form-card.tsx';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';

const schema = lazySchema(() => import('#shared/validation/account.ts').then((m) => m.SignInRequestSchema));

/**
 * /account/signin: success marks the visitor authenticated and loads /account/dashboard afresh (a
 * full page load, in the account's own culture), or the page the visitor came from when the link says so
 * (?return=/account/buy?…, a signed-out "Buy": only a path of the site, checked by safeReturnPath); a failure shows the server's message in a dialog. An account
 * with two-factor sign-in on is asked for a code on a second step; a passkey signs in without the password.
 */
export function SignInPage() {
  const { t } = useTranslation('account');
  const { api, setAuthenticated, currentCulture } = useAppState();
  const [query] = useSearchParams();
  const returnPath = query.get(RETURN_PARAMETER);
  // Made here, not by SchemaForm: it keeps what was typed while the code step replaces it.
  const form = useValidatedForm(schema, { Email: '', Password: '' });
  // Set when the password was right and the account asks for a second factor: the code step replaces the form.
  const [secondFactorToken, setSecondFactorToken] = useState<string | null>(null);

  function handleSignedIn(culture: string | null) {
    setAuthenticated(true);
    // The account's culture becomes the interface's: saved as the choice, and the dashboard at its URL.
    const accountCulture = isCulture(culture) ? culture : currentCulture;
    writeCultureCookie(accountCulture);
    window.location.assign(signedInDestination(returnPath, accountCulture));
  }

  return (
    <AccountFormCard
      metaTitle={t('signIn.metaTitle')}
      metaDescription={t('signIn.metaDescription')}
      title={t('signIn.title')}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link to={withReturnPath(PATHS.signUp, safeReturnPath(returnPath))}>{t('signIn.signUpLink')}</Link>
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
          <SchemaForm
            form={form}
            send={(values) => signIn(api, values)}
            onSucceeded={(model) => {
              if (typeof model === 'object' && model !== null) setSecondFactorToken(model.secondFactorToken);
              else handleSignedIn(model);
            }}
            errorTitle={t('signIn.errorTitle')}
            submitLabel={t('signIn.submit')}
            legend={t('signIn.title')}
            method="post"
            submitClassName="btn btn-primary w-100"
          >
            {() => (
              <>
                <EmailField form={form} autoComplete="username" />
                <PasswordField form={form} />
                <p className="text-end">
                  <Link to={PATHS.forgotPassword}>{t('signIn.forgotPassword')}</Link>
                </p>
              </>
            )}
          </SchemaForm>
          <p className="text-center text-body-secondary my-3">{t('signIn.or')}</p>
          <PasskeySignInButton onSignedIn={handleSignedIn} />
        </>
      )}
    </AccountFormCard>
  );
}

/**
 * Where a signed-in visitor goes, at the account culture's URL: back to the page the link names when it is one
 * of the site's (safeReturnPath), else My Account.
 */
export function signedInDestination(returnParameter: string | null, culture: Culture): string {
  return localisePath(safeReturnPath(returnParameter) ?? PATHS.dashboard, culture);
}
