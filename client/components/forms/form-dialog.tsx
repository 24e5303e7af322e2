import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { ModalDialog, ModalHeader } from '#client/components/ui/modal-dialog.tsx';
import { openModal } from '#client/components/ui/open-modal.ts';
import type { ApiOutcome } from '#client/lib/api.ts';
import { SchemaForm } from './schema-form.tsx';
import type { SubmitOptions } from './use-submit.ts';
import type { FormValues, ValidatedForm } from './use-validated-form.ts';

/**
 * A form in a modal dialog (deleting the account, cancelling an order, the password before a licence key): a
 * native <dialog> opened with showModal() (docs/decisions/0021), so the page behind is inert and Escape cancels.
 * Each time it opens, the form is emptied (`onOpen`) and focus goes to the field `focus` selects; it goes back to
 * the button that opened it as the dialog closes. The dialog is named by its title and described by its intro.
 * A refusal is the server's message in the form's error dialog, which stays outside this one (this dialog would
 * take its Escape, its cancel event, as its own), unless `show` says the dialog shows it itself.
 */
export function FormDialog<TValues extends FormValues, TOutput, TModel>({
  form,
  isOpen,
  onOpen,
  focus,
  title,
  intro,
  cancelLabel,
  onCancel,
  send,
  onSucceeded,
  errorTitle,
  submitLabel,
  submitClassName,
  show,
  children,
}: {
  /** Made by the caller with useValidatedForm: it is emptied each time the dialog opens. */
  form: ValidatedForm<TValues, TOutput>;
  isOpen: boolean;
  onOpen: () => void;
  /** The CSS selector of the field that takes the focus as the dialog opens. */
  focus: string;
  title: string;
  intro: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  send: (values: TOutput) => Promise<ApiOutcome<TModel>>;
  /** After the dialog has closed on the call's success. */
  onSucceeded: (model: TModel | null) => void;
  errorTitle: string;
  submitLabel: ReactNode;
  submitClassName?: string;
  show?: SubmitOptions['show'];
  /** The fields, below the intro. */
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: emptied and focused on opening only.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      onOpen();
      openModal(dialog, dialog.querySelector<HTMLElement>(focus));
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  // Closed before the caller drops it: the page is inert while the modal is open, so the focus can only go back
  // to the button that opened it once it has closed.
  function close() {
    ref.current?.close();
  }

  return (
    <SchemaForm
      form={form}
      send={send}
      onSucceeded={(model) => {
        close();
        onSucceeded(model);
      }}
      errorTitle={errorTitle}
      submitLabel={submitLabel}
      className="modal-content"
      submitClassName={submitClassName}
      show={show}
      wrap={(formElement, isSubmitting) => (
        <ModalDialog
          dialogRef={ref}
          titleId={titleId}
          describedBy={introId}
          isShown={isOpen}
          fade={false}
          onDismiss={() => {
            if (isSubmitting) return;
            close();
            onCancel();
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
            onClick={() => {
              close();
              onCancel();
            }}
            disabled={isSubmitting}
          >
            {cancelLabel}
          </button>
          {submitButton}
        </div>
      )}
    >
      {() => (
        <>
          <ModalHeader titleId={titleId} title={title} />
          <div className="modal-body">
            <p id={introId}>{intro}</p>
            {children}
          </div>
        </>
      )}
    </SchemaForm>
  );
}
