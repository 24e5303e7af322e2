import { useLayoutEffect, useRef } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { ModalDialog, ModalHeader } from '#client/components/ui/modal-dialog.tsx';
import { openModal } from '#client/components/ui/open-modal.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { OperatorOrderDetail } from '#shared/api/order-models.ts';
import type { CancelOrderForm, CancelOrderRequest } from '#shared/validation/operator.ts';
import { cancelOrder } from './operator-api.ts';

const schema = lazySchema(() =>
  import('#shared/validation/operator.ts').then((m) => m.CancelOrderRequestSchema),
);

/**
 * "Cancel order" (docs/product.md, Operator console), for a placed order: a native <dialog> opened with
 * showModal() (docs/decisions/0021) that asks to confirm, with an optional reason for the record. Focus goes to
 * the reason as it opens and back to the button that opened it as it closes; a refusal is the server's message
 * in the usual error dialog, above this one.
 */
export function CancelOrderDialog({
  order,
  isOpen,
  onClose,
  onCancelled,
}: {
  order: OperatorOrderDetail;
  isOpen: boolean;
  onClose: () => void;
  onCancelled: (order: OperatorOrderDetail) => void;
}) {
  const { t } = useTranslation(['operator', 'validation']);
  const { api } = useAppState();
  const ref = useRef<HTMLDialogElement>(null);
  const empty = { reference: order.reference, reason: '' };
  // Made here, not by SchemaForm: it is emptied each time the dialog opens.
  const form = useValidatedForm<CancelOrderForm, CancelOrderRequest>(schema, empty);

  // biome-ignore lint/correctness/useExhaustiveDependencies: emptied on opening only, for this order.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      form.reset(empty);
      openModal(dialog, dialog.querySelector<HTMLTextAreaElement>('textarea'));
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen, form]);

  return (
    <SchemaForm
      form={form}
      send={(values) => cancelOrder(api, values)}
      onSucceeded={(updated) => {
        ref.current?.close();
        if (updated) onCancelled(updated);
      }}
      errorTitle={t('cancel.errorTitle')}
      submitLabel={t('cancel.confirm')}
      className="modal-content"
      submitClassName="btn btn-danger"
      // The error dialog stays outside this one: this dialog would take its Escape (its cancel event) as its own.
      wrap={(formElement, isSubmitting) => (
        <ModalDialog
          dialogRef={ref}
          titleId="cancel-order-title"
          describedBy="cancel-order-intro"
          isShown={isOpen}
          fade={false}
          onDismiss={() => {
            if (!isSubmitting) onClose();
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
            onClick={onClose}
            disabled={isSubmitting}
          >
            {t('cancel.keep')}
          </button>
          {submitButton}
        </div>
      )}
    >
      {() => (
        <>
          <ModalHeader
            titleId="cancel-order-title"
            title={t('cancel.dialogTitle', { reference: order.reference })}
          />
          <div className="modal-body">
            <p id="cancel-order-intro">{t('cancel.dialogIntro')}</p>
            <TextField
              form={form}
              name="reason"
              label={t('validation:labels.cancelReason')}
              hint={t('cancel.reasonHint')}
              rows={3}
            />
          </div>
        </>
      )}
    </SchemaForm>
  );
}
