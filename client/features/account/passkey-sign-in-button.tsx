import { ActionForm } from '#client/components/forms/action-form.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { signInWithPasskey } from './passkey-sign-in.ts';

/** "Sign in with a passkey": the browser asks which passkey to use; the account is the passkey's. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (culture: string | null) => void }) {
  const { t } = useTranslation('account');
  const { api } = useAppState();
  return (
    <ActionForm
      send={() => signInWithPasskey(api, t('signIn.passkeyCancelled'))}
      onSucceeded={onSignedIn}
      errorTitle={t('signIn.errorTitle')}
      className="btn btn-outline-primary w-100"
    >
      {t('signIn.passkeyButton')}
    </ActionForm>
  );
}
