import { useLayoutEffect, useRef, useState } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { ModalDialog, ModalHeader } from '#client/components/ui/modal-dialog.tsx';
import { openModal } from '#client/components/ui/open-modal.ts';
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
  const ref = useRef<HTMLDialogElement>(null);
  const form = useValidatedForm<LicenceKeyPasswordForm>(schema, { licenceId, Password: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = `key-password-title-${licenceId}`;
  const introId = `key-password-intro-${licenceId}`;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      form.reset({ licenceId, Password: '' });
      setRefusal(null);
      openModal(dialog, dialog.querySelector<HTMLInputElement>('input[type="password"]'));
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen, form, licenceId]);

  // Closed before the panel drops it: the page is inert while the modal is open, so the focus can only go
  // back to "Show key" once it has closed.
  function cancel() {
    ref.current?.close();
    onCancel();
  }

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
    <SchemaForm
      form={form}
      send={send}
      onSucceeded={(model) => {
        if (!model || !('key' in model)) return;
        ref.current?.close();
        onKey(model.key);
      }}
      errorTitle={t('licences:key.dialogTitle')}
      submitLabel={t('licences:key.dialogSubmit')}
      className="modal-content"
      // Shown in the dialog itself (below), beside the field to correct.
      show="none"
      wrap={(formElement, isSubmitting) => (
        <ModalDialog
          dialogRef={ref}
          titleId={titleId}
          describedBy={introId}
          isShown={isOpen}
          fade={false}
          onDismiss={() => {
            if (!isSubmitting) cancel();
          }}
        >
          {formElement}
        </ModalDialog>
      )}
      actions={(submitButton, isSubmitting) => (
        <div className="modal-footer">
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={cancel}
            disabled={isSubmitting}
          >
            {t('licences:key.dialogCancel')}
          </button>
          {submitButton}
        </div>
      )}
    >
      {() => (
        <>
          <ModalHeader titleId={titleId} title={t('licences:key.dialogTitle')} />
          <div className="modal-body">
            <p id={introId}>{t('licences:key.dialogIntro')}</p>
            <PasswordField form={form} />
            <div role="alert">{refusal ? <p className="alert alert-danger mb-0">{refusal}</p> : null}</div>
          </div>
        </>
      )}
    </SchemaForm>
  );
}
