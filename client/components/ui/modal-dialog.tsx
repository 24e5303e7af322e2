import type { ReactNode, Ref } from 'react';

/**
 * The frame of the site's modal dialogs (docs/decisions/0021): a native <dialog>, opened with openModal(),
 * styled by Bootstrap's modal classes. Escape (the dialog's cancel event, whose default close is prevented so
 * the caller decides) and a click beside it, on the backdrop, both call `onDismiss`. `isShown` adds `.show`,
 * which fades it in when `fade` is on. The content (a .modal-content, or a form that is one) is the caller's.
 */
export function ModalDialog({
  dialogRef,
  titleId,
  describedBy,
  isShown,
  fade = true,
  focusable = false,
  onDismiss,
  onClose,
  children,
}: {
  dialogRef: Ref<HTMLDialogElement>;
  titleId: string;
  describedBy?: string;
  isShown: boolean;
  fade?: boolean;
  /** Whether the dialog itself takes the focus as it opens (a message read out from its title). */
  focusable?: boolean;
  onDismiss: () => void;
  /** After the dialog has closed, however it was closed. */
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside it is the mouse's Escape (onDismiss).
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={focusable ? -1 : undefined}
      className={`${fade ? 'fade ' : ''}modal${isShown ? ' show' : ''}`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div className="modal-dialog modal-dialog-centered">{children}</div>
    </dialog>
  );
}

/** A modal's header: its title (named by the dialog's aria-labelledby), and a close button where it has one. */
export function ModalHeader({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="modal-header">
      <h2 id={titleId} className="h5 modal-title">
        {title}
      </h2>
      {children}
    </div>
  );
}
