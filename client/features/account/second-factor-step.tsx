import { useEffect } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
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
  const form = useValidatedForm(schema, { Code: '' });
  // The password form has gone: the code field takes the focus it held.
  const { setFocus } = form;
  useEffect(() => setFocus('Code'), [setFocus]);

  return (
    <>
      <h2 className="h5">{t('signIn.secondStep.title')}</h2>
      <p className="text-body-secondary">{t('signIn.secondStep.intro')}</p>
      <SchemaForm
        form={form}
        send={(values) => signInSecondFactor(api, { Token: token, Code: values.Code.trim() })}
        onSucceeded={onSignedIn}
        errorTitle={t('signIn.errorTitle')}
        submitLabel={t('signIn.secondStep.submit')}
        legend={t('signIn.secondStep.title')}
        method="post"
        submitClassName="btn btn-primary w-100"
      >
        {() => <CodeField form={form} label={t('signIn.secondStep.codeLabel')} />}
      </SchemaForm>
      <p className="mt-3 mb-0 text-center">
        <button type="button" className="btn btn-link" onClick={onStartAgain}>
          {t('signIn.secondStep.startAgain')}
        </button>
      </p>
    </>
  );
}
