import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { PasswordField } from '#client/features/account/account-fields.tsx';
import { CodeField } from '#client/features/account/code-field.tsx';
import type { ApiClient, ApiOutcome } from '#client/lib/api.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { AddPasskeyForm as Form } from '#shared/validation/two-factor.ts';
import { passkeyRegistrationOptions, registerPasskey } from './passkeys-api.ts';

type CreationOptions = Parameters<
  typeof import('@simplewebauthn/browser').startRegistration
>[0]['optionsJSON'];

const schema = lazySchema(() => import('#shared/validation/two-factor.ts').then((m) => m.AddPasskeySchema));
const withCodeSchema = lazySchema(() =>
  import('#shared/validation/two-factor.ts').then((m) => m.AddPasskeyWithCodeSchema),
);
const EMPTY: Form = { Name: '', Password: '', Code: '' };

/**
 * The server's options (given the password, and the code with two-factor sign-in on), the browser's prompt to
 * create the passkey, the server's check. The WebAuthn helper loads with the first press, not with the page. A
 * cancelled prompt is a refusal with `cancelledMessage`.
 */
async function addPasskey(api: ApiClient, values: Form, cancelledMessage: string): Promise<ApiOutcome> {
  const [ceremony, webAuthn] = await Promise.all([
    passkeyRegistrationOptions<CreationOptions>(api, { Password: values.Password, Code: values.Code ?? '' }),
    import('@simplewebauthn/browser'),
  ]);
  if (ceremony.kind !== 'succeeded' || !ceremony.model) return ceremony;
  let response: unknown;
  try {
    response = await webAuthn.startRegistration({ optionsJSON: ceremony.model.options });
  } catch {
    return { kind: 'refused', message: cancelledMessage };
  }
  return registerPasskey(api, ceremony.model.challengeId, response, values.Name ?? '');
}

/**
 * Adds a passkey, with the name the owner gives it (or "Passkey"), confirmed with the password and, when
 * `askCode` (two-factor sign-in is on), a code or recovery code (docs/security.md, Sign-in factors).
 */
export function AddPasskeyForm({ askCode, onAdded }: { askCode: boolean; onAdded: () => void }) {
  const { t } = useTranslation(['account-security', 'validation']);
  const { api } = useAppState();
  // Made here, not by SchemaForm: it is emptied once the passkey is added.
  const form = useValidatedForm<Form>(askCode ? withCodeSchema : schema, EMPTY);
  return (
    <SchemaForm
      form={form}
      send={(values) => addPasskey(api, values, t('passkeys.cancelled'))}
      onSucceeded={() => {
        form.reset(EMPTY);
        onAdded();
      }}
      errorTitle={t('passkeys.errorTitle')}
      submitLabel={t('passkeys.add')}
      legend={t('passkeys.add')}
      method="post"
    >
      {() => (
        <>
          <TextField form={form} name="Name" label={t('passkeys.nameLabel')} autoComplete="off" />
          <p className="form-text">
            {askCode ? t('passkeys.confirmWithCode') : t('passkeys.confirmWithPassword')}
          </p>
          <PasswordField form={form} />
          {askCode ? <CodeField form={form} label={t('validation:labels.codeOrRecovery')} /> : null}
        </>
      )}
    </SchemaForm>
  );
}
