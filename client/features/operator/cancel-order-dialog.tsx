import { FormDialog } from '#client/components/forms/form-dialog.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
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
  const empty = { reference: order.reference, reason: '' };
  const form = useValidatedForm<CancelOrderForm, CancelOrderRequest>(schema, empty);
  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      onOpen={() => form.reset(empty)}
      focus="textarea"
      title={t('cancel.dialogTitle', { reference: order.reference })}
      intro={t('cancel.dialogIntro')}
      cancelLabel={t('cancel.keep')}
      onCancel={onClose}
      send={(values) => cancelOrder(api, values)}
      onSucceeded={(updated) => {
        if (updated) onCancelled(updated);
      }}
      errorTitle={t('cancel.errorTitle')}
      submitLabel={t('cancel.confirm')}
      submitClassName="btn btn-danger"
    >
      <TextField
        form={form}
        name="reason"
        label={t('validation:labels.cancelReason')}
        hint={t('cancel.reasonHint')}
        rows={3}
      />
    </FormDialog>
  );
}
