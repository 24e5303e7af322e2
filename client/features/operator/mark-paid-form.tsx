import { useRef, useState } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import type { ApiOutcome } from '#client/lib/api.ts';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { OperatorOrderDetail } from '#shared/api/order-models.ts';
import { formatCents } from '#shared/formatting/money.ts';
import type { MarkPaidRequest, MarkPaidForm as MarkPaidValues } from '#shared/validation/operator.ts';
import { centsForTyping, todayUtc } from './money.ts';
import { markPaid } from './operator-api.ts';

/**
 * The shared schema, and one rule the browser adds: the day received is not after today (UTC, the server's
 * calendar), which the server checks against its own clock as well.
 */
const schema = lazySchema(() =>
  Promise.all([import('#shared/validation/operator.ts'), import('#shared/validation/messages.ts')]).then(
    ([operator, messages]) =>
      operator.MarkPaidRequestSchema.refine((request) => request.paidOn <= todayUtc(), {
        path: ['paidOn'],
        error: messages.validationMessage('generic.notValid', 'labels.paidOn'),
      }),
  ),
);

/** What the form waits on while the mismatch question is open: the operator's answer. */
type Pending = { received: number; answer: (confirmed: boolean) => void };

/**
 * "Mark paid" (docs/product.md, Operator console): the day the transfer arrived (today unless changed) and the
 * amount received (the order's total to start with). When the amount differs from the total, a dialog states
 * both and asks to go on; only then is the payment sent, with confirmMismatch. The reply is the order as it now
 * stands (paid, with its licence); a refusal (already paid, the database out of reach) is shown in the form's
 * error dialog and nothing changes.
 */
export function MarkPaidForm({
  order,
  onMarkedPaid,
}: {
  order: OperatorOrderDetail;
  onMarkedPaid: (order: OperatorOrderDetail) => void;
}) {
  const { t } = useTranslation(['operator', 'validation']);
  const { api, currentCulture } = useAppState();
  const form = useValidatedForm<MarkPaidValues, MarkPaidRequest>(schema, {
    reference: order.reference,
    paidOn: todayUtc(),
    amountReceived: centsForTyping(order.totalCents, currentCulture),
    confirmMismatch: false,
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const total = formatCents(order.totalCents, order.currency, currentCulture);
  // After "Go back" the amount takes the focus: it is what the operator came back to correct.
  const correctAmount = useRef(false);

  async function send(values: MarkPaidRequest): Promise<ApiOutcome<OperatorOrderDetail>> {
    const typed = {
      reference: values.reference,
      paidOn: values.paidOn,
      amountReceived: form.watch('amountReceived'),
    };
    if (values.amountReceived === order.totalCents)
      return markPaid(api, { ...typed, confirmMismatch: false });
    const confirmed = await new Promise<boolean>((answer) =>
      setPending({ received: values.amountReceived, answer }),
    );
    setPending(null);
    if (confirmed) return markPaid(api, { ...typed, confirmMismatch: true });
    correctAmount.current = true;
    return { kind: 'succeeded', model: null, list: null };
  }

  return (
    <>
      <SchemaForm
        form={form}
        send={send}
        onSucceeded={(updated) => {
          if (updated) onMarkedPaid(updated);
          else if (correctAmount.current) {
            correctAmount.current = false;
            // Once the button is enabled again, after this callback.
            setTimeout(() => form.setFocus('amountReceived'));
          }
        }}
        errorTitle={t('markPaid.errorTitle')}
        submitLabel={t('markPaid.submit')}
      >
        {() => (
          <>
            <TextField
              form={form}
              name="paidOn"
              type="date"
              label={t('validation:labels.paidOn')}
              hint={t('markPaid.paidOnHint')}
              required
            />
            <TextField
              form={form}
              name="amountReceived"
              label={t('validation:labels.amountReceived')}
              hint={t('markPaid.amountHint', { total, currency: order.currency })}
              autoComplete="off"
              required
            />
          </>
        )}
      </SchemaForm>
      <ConfirmDialog
        isOpen={pending !== null}
        title={t('markPaid.mismatchTitle')}
        confirmLabel={t('markPaid.mismatchConfirm')}
        cancelLabel={t('markPaid.mismatchCancel')}
        onConfirm={() => pending?.answer(true)}
        onCancel={() => pending?.answer(false)}
      >
        <p className="mb-0">
          {t('markPaid.mismatchBody', {
            received: pending ? formatCents(pending.received, order.currency, currentCulture) : '',
            total,
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
