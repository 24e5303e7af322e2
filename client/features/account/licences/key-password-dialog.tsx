import { useState } from 'react';
import { FormDialog } from '#client/components/forms/form-dialog.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { PasswordField } from '#client/features/account/account-fields.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { LicenceKeyPasswordForm } from '#shared/validation/licence.ts';
import { getLicenceKey } from './licences-api.ts';

const schema = lazySchema(() =>
  import('#shared/validation/licence.ts').then((m) => m.LicenceKeyPasswordSchema),
);

/**
 * Asks for the password before a key is shown, when it was last given more than 15 minutes ago
 * (docs/product.md, Licences). A native <dialog> (docs/decisions/0021): the page behind is inert, Escape
 * cancels, focus starts in the password field and goes back to "Show key" as it closes. A refusal (a wrong
 * password, too many tries) is shown inside the dialog, where the password is typed again.
 */
export function KeyPasswordDialog({
  licenceId,
  isOpen,
  onCancel,
  onKey,
}: {
  licenceId: string;
  isOpen: boolean;
  onCancel: () => void;
  onKey: (key: string) => void;
}) {
  const { t } = useTranslation(['licences', 'validation']);
  const { api } = useAppState();
  const form = useValidatedForm<LicenceKeyPasswordForm>(schema, { licenceId, Password: '' });
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send(values: LicenceKeyPasswordForm) {
    setRefusal(null);
    const outcome = await getLicenceKey(api, values);
    if (outcome.kind !== 'succeeded') setRefusal(outcome.message);
    else if (!outcome.model || !('key' in outcome.model)) {
      // The server asked again for what was just given: say so rather than close on nothing.
      setRefusal(t('licences:key.passwordAgain'));
      return { kind: 'refused', message: t('licences:key.passwordAgain') } as const;
    }
    return outcome;
  }

  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      onOpen={() => {
        form.reset({ licenceId, Password: '' });
        setRefusal(null);
      }}
      focus='input[type="password"]'
      title={t('licences:key.dialogTitle')}
      intro={t('licences:key.dialogIntro')}
      cancelLabel={t('licences:key.dialogCancel')}
      onCancel={onCancel}
      send={send}
      onSucceeded={(model) => {
        if (model && 'key' in model) onKey(model.key);
      }}
      errorTitle={t('licences:key.dialogTitle')}
      submitLabel={t('licences:key.dialogSubmit')}
      // Shown in the dialog itself (below), beside the field to correct.
      show="none"
    >
      <PasswordField form={form} />
      <div role="alert">{refusal ? <p className="alert alert-danger mb-0">{refusal}</p> : null}</div>
    </FormDialog>
  );
}
