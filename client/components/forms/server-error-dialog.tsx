import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
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
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside it is the mouse's Escape (onCancel).
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`fade modal${message !== null && open ? ' show' : ''}`}
      onCancel={(event) => {
        event.preventDefault(); // Escape fades it out, like Ok.
        onClose();
      }}
      onClose={() => {
        setOpen(false);
        if (message !== null) onClose(); // Closed by the browser itself, at a second Escape.
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // A click beside it, on the backdrop.
      }}
    >
      <div className="modal-dialog modal-dialog-centered">
        <div className="modal-content">
          <div className="modal-header">
            <h2 id={titleId} className="h5 modal-title">
              {title}
            </h2>
            <button type="button" className="btn-close" aria-label={t('actions.close')} onClick={onClose} />
          </div>
          <div className="modal-body">
            <p className="mb-0">{text}</p>
          </div>
          <div className="modal-footer">
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('actions.ok')}
            </button>
          </div>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
