import { useState } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { lazySchema } from '#client/components/forms/use-validated-form.ts';
import type { ApiOutcome } from '#client/lib/api.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from '#client/lib/navigation.tsx';
import type { RemovedFactors } from '#shared/api/removed-factors.ts';
import { RECENT_FACTOR_DAYS } from '#shared/api/removed-factors.ts';
import { PATHS } from '#shared/paths.ts';
import { resetPassword } from './account-api.ts';
import { EmailField, NewPasswordFields } from './account-fields.tsx';
import { AccountFormCard } from './account-form-card.tsx';
import { loadNewPasswordSchema } from './load-new-password-schema.ts';
import { useFocusOnMount } from './security/use-focus-on-mount.ts';

const schema = lazySchema(() =>
  loadNewPasswordSchema(() => import('#shared/validation/account.ts').then((m) => m.ResetPasswordFormSchema)),
);

/**
 * What the reset removed of the sign-in factors added in the last days (docs/decisions/0030), in place of the
 * form: the owner learns what to add again, and that what a stranger added is gone.
 */
function RemovedFactorsConfirmation({ removed }: { removed: RemovedFactors }) {
  const { t } = useTranslation('account');
  // The form that held the focus has gone: what replaced it takes it.
  const intro = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div data-testid="removed-factors">
      <p tabIndex={-1} ref={intro}>
        {t('resetPassword.removedIntro', { days: RECENT_FACTOR_DAYS })}
      </p>
      <ul>
        {removed.twoFactor ? <li>{t('resetPassword.removedTwoFactor')}</li> : null}
        {removed.passkeys.map((name, index) => (
          // Two passkeys may share a name: the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes once shown.
          <li key={index}>{t('resetPassword.removedPasskey', { name })}</li>
        ))}
      </ul>
      <p>{t('resetPassword.removedAddAgain')}</p>
      <Link className="btn btn-primary" to={PATHS.signIn}>
        {t('resetPassword.signIn')}
      </Link>
    </div>
  );
}

/** Whether the reset removed anything. */
const removedAny = (removed: RemovedFactors | undefined): removed is RemovedFactors =>
  removed !== undefined && (removed.twoFactor || removed.passkeys.length > 0);

/**
 * /account/reset-password?token=…: the e-mail, a new password and its confirmation, sent with the
 * link's token. Success goes to /account/reset-password/sent, or, when the reset removed recently added
 * sign-in factors, says which here; a failure shows the server's message.
 */
export function ResetPasswordPage() {
  // With the field messages: a page rendered in the browser only loads both at once.
  const { t } = useTranslation(['account', 'validation']);
  const { api, setAuthenticated } = useAppState();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [removed, setRemoved] = useState<RemovedFactors | null>(null);

  if (removed)
    return (
      <AccountFormCard
        metaTitle={t('resetPassword.metaTitle')}
        metaDescription={t('resetPassword.metaDescription')}
        title={t('resetPassword.doneTitle')}
      >
        <RemovedFactorsConfirmation removed={removed} />
      </AccountFormCard>
    );

  return (
    <AccountFormCard
      metaTitle={t('resetPassword.metaTitle')}
      metaDescription={t('resetPassword.metaDescription')}
      title={t('resetPassword.title')}
      intro={token ? t('resetPassword.intro') : undefined}
    >
      {token ? (
        <SchemaForm
          schema={schema}
          defaults={{ Email: '', Password: '', ConfirmPassword: '' }}
          send={(values) =>
            resetPassword(api, {
              Email: values.Email,
              Token: token,
              Password: values.Password,
            }) as Promise<ApiOutcome<{ removedFactors?: RemovedFactors }>>
          }
          onSucceeded={(model) => {
            // A reset signs out every session of the account, this browser's included if it was one.
            setAuthenticated(false);
            if (removedAny(model?.removedFactors)) setRemoved(model.removedFactors);
            else navigate(PATHS.resetPasswordSent);
          }}
          errorTitle={t('resetPassword.errorTitle')}
          submitLabel={t('resetPassword.submit')}
          legend={t('resetPassword.title')}
          method="post"
          submitClassName="btn btn-primary w-100"
        >
          {(form) => (
            <>
              <EmailField form={form} autoComplete="username" />
              <NewPasswordFields form={form} passwordLabel={t('validation:labels.newPassword')} />
            </>
          )}
        </SchemaForm>
      ) : (
        <>
          <p className="alert alert-warning">{t('resetPassword.missingToken')}</p>
          <Link className="btn btn-primary" to={PATHS.forgotPassword}>
            {t('resetPassword.requestNewLink')}
          </Link>
        </>
      )}
    </AccountFormCard>
  );
}
