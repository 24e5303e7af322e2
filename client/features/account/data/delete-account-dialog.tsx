import { useLayoutEffect, useRef } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { ModalDialog, ModalHeader } from '#client/components/ui/modal-dialog.tsx';
import { openModal } from '#client/components/ui/open-modal.ts';
import { PasswordField } from '#client/features/account/account-fields.tsx';
import { CodeField } from '#client/features/account/code-field.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { DeleteAccountForm } from '#shared/validation/account.ts';
import { deleteAccount } from './data-api.ts';

const schema = lazySchema(() =>
  import('#shared/validation/account.ts').then((m) => m.DeleteAccountRequestSchema),
);

/**
 * The dialog that confirms a deletion with the password (docs/product.md, Your data): a native <dialog> opened
 * with showModal(), like the server-error modal (docs/decisions/0021), so the page behind is inert and Escape
 * cancels. Focus goes to the password field as it opens and back to the button that opened it as it closes.
 * A wrong password is the server's message in the usual error modal, above this one; closing that returns
 * focus to the dialog's submit button. With two-factor sign-in on, the dialog asks for a code as well.
 */
export function DeleteAccountDialog({
  isOpen,
  asksForCode,
  onCancel,
  onDeleted,
}: {
  isOpen: boolean;
  /** The account has two-factor sign-in on: a code of the app (or a recovery code) confirms it too. */
  asksForCode: boolean;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(['account-data', 'validation']);
  const { api } = useAppState();
  const ref = useRef<HTMLDialogElement>(null);
  // Made here, not by SchemaForm: it is emptied each time the dialog opens.
  const form = useValidatedForm<DeleteAccountForm>(schema, { Password: '', Code: '' });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      form.reset({ Password: '', Code: '' });
      openModal(dialog, dialog.querySelector<HTMLInputElement>('input[type="password"]'));
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen, form]);

  return (
    <SchemaForm
      form={form}
      send={(values) => deleteAccount(api, values)}
      onSucceeded={() => {
        ref.current?.close();
        onDeleted();
      }}
      errorTitle={t('delete.errorTitle')}
      submitLabel={t('delete.confirm')}
      className="modal-content"
      submitClassName="btn btn-danger"
      // The error modal stays outside this dialog: the dialog would take its Escape (its cancel event) as its own.
      wrap={(formElement, isSubmitting) => (
        <ModalDialog
          dialogRef={ref}
          titleId="delete-account-title"
          describedBy="delete-account-intro"
          isShown={isOpen}
          fade={false}
          onDismiss={() => {
            if (!isSubmitting) onCancel();
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
            onClick={onCancel}
            disabled={isSubmitting}
          >
            {t('delete.cancel')}
          </button>
          {submitButton}
        </div>
      )}
    >
      {() => (
        <>
          <ModalHeader titleId="delete-account-title" title={t('delete.dialogTitle')} />
          <div className="modal-body">
            <p id="delete-account-intro">
              {t(asksForCode ? 'delete.dialogIntroCode' : 'delete.dialogIntro')}
            </p>
            <PasswordField form={form} />
            {asksForCode ? <CodeField form={form} label={t('validation:labels.codeOrRecovery')} /> : null}
          </div>
        </>
      )}
    </SchemaForm>
  );
}
