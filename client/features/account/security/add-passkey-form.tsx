import { HydratedFieldset } from '#client/components/forms/hydrated-fieldset.tsx';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import type { ApiClient, ApiOutcome } from '#client/lib/api.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { PasskeyNameForm } from '#shared/validation/two-factor.ts';
import { passkeyRegistrationOptions, registerPasskey } from './two-factor-api.ts';

type CreationOptions = Parameters<
  typeof import('@simplewebauthn/browser').startRegistration
>[0]['optionsJSON'];

const schema = lazySchema(() => import('#shared/validation/two-factor.ts').then((m) => m.PasskeyNameSchema));

/**
 * The server's options, the browser's prompt to create the passkey, the server's check. The WebAuthn helper
 * loads with the first press, not with the page. A cancelled prompt is a refusal with `cancelledMessage`.
 */
async function addPasskey(api: ApiClient, name: string, cancelledMessage: string): Promise<ApiOutcome> {
  const [ceremony, webAuthn] = await Promise.all([
    passkeyRegistrationOptions<CreationOptions>(api),
    import('@simplewebauthn/browser'),
  ]);
  if (ceremony.kind !== 'succeeded' || !ceremony.model) return ceremony;
  let response: unknown;
  try {
    response = await webAuthn.startRegistration({ optionsJSON: ceremony.model.options });
  } catch {
    return { kind: 'refused', message: cancelledMessage };
  }
  return registerPasskey(api, ceremony.model.challengeId, response, name);
}

/** Adds a passkey, with the name the owner gives it (or "Passkey"). */
export function AddPasskeyForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation(['account-security', 'validation']);
  const { api } = useAppState();
  const form = useValidatedForm<PasskeyNameForm>(schema, { Name: '' });
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    (values: PasskeyNameForm) => addPasskey(api, values.Name, t('passkeys.cancelled')),
    () => {
      form.reset({ Name: '' });
      onAdded();
    },
  );
  return (
    <form ref={formRef} method="post" noValidate onSubmit={form.handleSubmit(submit)}>
      <HydratedFieldset legend={t('passkeys.add')}>
        <TextField form={form} name="Name" label={t('passkeys.nameLabel')} autoComplete="off" />
        <SubmitButton isBusy={isSubmitting}>{t('passkeys.add')}</SubmitButton>
      </HydratedFieldset>
      <ServerErrorModal title={t('passkeys.errorTitle')} message={serverError} onClose={dismissServerError} />
    </form>
  );
}
