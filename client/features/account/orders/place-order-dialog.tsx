import type { ReactNode } from 'react';
import { ActionForm } from '#client/components/forms/action-form.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import type { ApiOutcome } from '#client/lib/api.ts';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/**
 * The last step before an order is placed (docs/product.md, Orders): what is ordered, for whom, the total and
 * how it is paid, then "Place order" or Cancel: a ConfirmDialog whose confirm button is an ActionForm, so placing
 * the order is busy while the call runs and a refusal shows in the form's server-error dialog. Focus starts on
 * Cancel, so Enter alone does not place an order.
 */
export function PlaceOrderDialog({
  isOpen,
  children,
  send,
  onPlaced,
  onCancel,
}: {
  isOpen: boolean;
  children: ReactNode;
  send: () => Promise<ApiOutcome<{ reference: string }>>;
  onPlaced: (reference: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('buy.confirm.title')}
      cancelLabel={t('buy.confirm.cancel')}
      onCancel={onCancel}
      confirmAction={
        <ActionForm
          send={send}
          onSucceeded={(placed) => {
            if (placed) onPlaced(placed.reference);
          }}
          errorTitle={t('buy.errorTitle')}
        >
          {t('buy.confirm.place')}
        </ActionForm>
      }
    >
      {children}
    </ConfirmDialog>
  );
}
