import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog, ModalHeader } from './modal-dialog.tsx';
import { openModal } from './open-modal.ts';

/**
 * A question before an action that cannot be taken back ("sign out of all other sessions?"): a native <dialog>
 * opened with showModal(), like the server-error dialog (docs/decisions/0021) and styled by the same
 * dialog.modal rules. The browser keeps focus in it and gives it back on close; Escape and a click beside it
 * cancel. Focus starts on Cancel, so Enter alone does not confirm. `confirmAction` replaces the confirm button
 * where confirming is itself a call (an ActionForm: busy while it runs, its refusal in its own dialog).
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmAction,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
} & (
  | { confirmLabel: string; onConfirm: () => void; confirmAction?: undefined }
  | { confirmAction: ReactNode; confirmLabel?: undefined; onConfirm?: undefined }
)) {
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
        <ModalHeader titleId={titleId} title={title} />
        <div className="modal-body">{children}</div>
        <div className="modal-footer">
          <button ref={cancelRef} type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          {confirmAction ?? (
            <button type="button" className="btn btn-primary" onClick={onConfirm}>
              {confirmLabel}
            </button>
          )}
        </div>
      </div>
    </ModalDialog>,
    document.body,
  );
}
