import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ActionForm } from '#client/components/forms/action-form.tsx';
import { ModalDialog, ModalHeader } from '#client/components/ui/modal-dialog.tsx';
import { openModal } from '#client/components/ui/open-modal.ts';
import type { ApiOutcome } from '#client/lib/api.ts';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/**
 * The last step before an order is placed (docs/product.md, Orders): what is ordered, for whom, the total and
 * how it is paid, then "Place order" or Cancel. Like ConfirmDialog (a native modal <dialog>, focus kept in it
 * and given back on close), except that its confirm button is an ActionForm, so placing the order is busy
 * while the call runs and a refusal shows in the form's server-error dialog. Focus starts on Cancel, so Enter
 * alone does not place an order.
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
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [isShown, setIsShown] = useState(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      openModal(dialog, cancelRef.current);
      setIsShown(true);
    }
    if (!isOpen && dialog.open) {
      dialog.close();
      setIsShown(false);
    }
  }, [isOpen]);

  return createPortal(
    <ModalDialog dialogRef={ref} titleId={titleId} isShown={isShown} onDismiss={onCancel}>
      <div className="modal-content">
        <ModalHeader titleId={titleId} title={t('buy.confirm.title')} />
        <div className="modal-body">{children}</div>
        <div className="modal-footer">
          <button ref={cancelRef} type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('buy.confirm.cancel')}
          </button>
          <ActionForm
            send={send}
            onSucceeded={(placed) => {
              if (placed) onPlaced(placed.reference);
            }}
            errorTitle={t('buy.errorTitle')}
          >
            {t('buy.confirm.place')}
          </ActionForm>
        </div>
      </div>
    </ModalDialog>,
    document.body,
  );
}
