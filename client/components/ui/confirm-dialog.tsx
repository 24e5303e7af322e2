import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { openModal } from './open-modal.ts';

/**
 * A question before an action that cannot be taken back ("sign out of all other sessions?"): a native <dialog>
 * opened with showModal(), like the server-error dialog (docs/decisions/0021) and styled by the same
 * dialog.modal rules. The browser keeps focus in it and gives it back on close; Escape and a click beside it
 * cancel. Focus starts on Cancel, so Enter alone does not confirm.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
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
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside it is the mouse's Escape (onCancel).
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`fade modal${isShown ? ' show' : ''}`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div className="modal-dialog modal-dialog-centered">
        <div className="modal-content">
          <div className="modal-header">
            <h2 id={titleId} className="h5 modal-title">
              {title}
            </h2>
          </div>
          <div className="modal-body">{children}</div>
          <div className="modal-footer">
            <button ref={cancelRef} type="button" className="btn btn-outline-secondary" onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="button" className="btn btn-primary" onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
