import { FormDialog } from '#client/components/forms/form-dialog.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
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
  const form = useValidatedForm<DeleteAccountForm>(schema, { Password: '', Code: '' });
  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      onOpen={() => form.reset({ Password: '', Code: '' })}
      focus='input[type="password"]'
      title={t('delete.dialogTitle')}
      intro={t(asksForCode ? 'delete.dialogIntroCode' : 'delete.dialogIntro')}
      cancelLabel={t('delete.cancel')}
      onCancel={onCancel}
      send={(values) => deleteAccount(api, values)}
      onSucceeded={onDeleted}
      errorTitle={t('delete.errorTitle')}
      submitLabel={t('delete.confirm')}
      submitClassName="btn btn-danger"
    >
      <PasswordField form={form} />
      {asksForCode ? <CodeField form={form} label={t('validation:labels.codeOrRecovery')} /> : null}
    </FormDialog>
  );
}
