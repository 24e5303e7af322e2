import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog, ModalHeader } from '#client/components/ui/modal-dialog.tsx';
import { openModal } from '#client/components/ui/open-modal.ts';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/**
 * The server's errorMessage in a modal titled for the screen, with an Ok button (docs/product.md, Forms): a native
 * <dialog> opened with showModal() (docs/decisions/0021), with Bootstrap's modal classes and fade. The browser keeps
 * focus in it, makes the page behind inert, turns Escape into a cancel event and gives focus back on close();
 * _forms.scss styles its ::backdrop and stops the page behind from scrolling. In document.body, so that it inherits
 * nothing from the card or section that renders it.
 */
export function ServerErrorDialog({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // Open from showModal() to its close event, so it fades out before it goes; its text stays meanwhile.
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(message);
  if (message !== null && message !== text) setText(message);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (message !== null && dialog && !dialog.open) {
      // Focus on the dialog itself, so a screen reader reads its title and message first.
      openModal(dialog, dialog);
      setOpen(true);
    }
    if (message === null && dialog?.open) {
      const fade = Number.parseFloat(getComputedStyle(dialog).transitionDuration) * 1000 || 0;
      const timer = setTimeout(() => dialog.close(), fade);
      return () => clearTimeout(timer);
    }
  }, [message]);

  if (message === null && !open) return null;
  return createPortal(
    // Escape and a click beside it fade it out, like Ok.
    <ModalDialog
      dialogRef={ref}
      titleId={titleId}
      // Named by the form's title, it is the message that says what went wrong: read with the name on opening.
      describedBy={messageId}
      isShown={message !== null && open}
      focusable
      onDismiss={onClose}
      onClose={() => {
        setOpen(false);
        if (message !== null) onClose(); // Closed by the browser itself, at a second Escape.
      }}
    >
      <div className="modal-content">
        <ModalHeader titleId={titleId} title={title}>
          <button type="button" className="btn-close" aria-label={t('actions.close')} onClick={onClose} />
        </ModalHeader>
        <div className="modal-body">
          <p className="mb-0" id={messageId}>
            {text}
          </p>
        </div>
        <div className="modal-footer">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('actions.ok')}
          </button>
        </div>
      </div>
    </ModalDialog>,
    document.body,
  );
}
