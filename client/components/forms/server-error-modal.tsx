import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '#client/lib/i18n/react.tsx';

type Phase = 'closed' | 'opening' | 'open' | 'closing';

/**
 * The server's errorMessage in a modal titled for the screen, with an Ok button (docs/product.md, Forms): a native
 * <dialog> opened with showModal() (docs/decisions/0021), so the browser keeps focus in it, makes the page
 * behind inert and turns Escape into a cancel event, with Bootstrap's modal classes and fade (_forms.scss gives
 * its ::backdrop the look of .modal-backdrop). Escape and a click beside the dialog close it like Ok, and the
 * page behind does not scroll; once it has faded out, focus goes back to the element that had it when the
 * modal opened.
 */
export function ServerErrorModal({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const open = message !== null;
  const [phase, setPhase] = useState<Phase>('closed');
  // The text stays while the modal fades out.
  const [text, setText] = useState(message);
  if (open && message !== text) setText(message);
  if (open && (phase === 'closed' || phase === 'closing')) setPhase('opening');
  if (!open && (phase === 'opening' || phase === 'open')) setPhase('closing');

  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  const isOpen = useRef(open);
  useLayoutEffect(() => {
    close.current = onClose;
    isOpen.current = open;
  });
  const returnFocus = useRef<Element | null>(null);
  const [padding, setPadding] = useState<{ paddingRight?: number; paddingLeft?: number }>({});

  // Shown as a modal without `show`, which it gets after a reflow, so Bootstrap's fade runs.
  useLayoutEffect(() => {
    const node = dialog.current;
    if (phase !== 'opening' || !node) return;
    if (!node.open) {
      returnFocus.current = document.activeElement;
      // Focus starts on the dialog itself, so a screen reader reads its title and message first.
      node.setAttribute('autofocus', '');
      node.showModal();
      if (document.activeElement !== node) node.focus();
    }
    // Bootstrap's own adjustment: the dialog stays centred whichever of the page and the modal scrolls.
    const pageOverflows = scrollbarWidth() > 0;
    const modalOverflows = node.scrollHeight > document.documentElement.clientHeight;
    setPadding({
      paddingRight: pageOverflows && !modalOverflows ? scrollbarSize() : undefined,
      paddingLeft: !pageOverflows && modalOverflows ? scrollbarSize() : undefined,
    });
    void node.offsetHeight;
    setPhase('open');
  }, [phase]);

  const isMounted = phase !== 'closed';
  useEffect(() => {
    const node = dialog.current;
    if (!isMounted || !node) return;
    const unlock = lockPage();
    // Escape: the browser's cancel event, which would close the dialog at once; it fades out instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    // A browser may close it anyway (a second Escape without a click or key press in between).
    const onNativeClose = () => {
      if (isOpen.current) close.current();
    };
    // A click beside the dialog closes it; a press that starts in it and ends beside it (selecting text)
    // does not.
    let pressedInDialog = false;
    let ignoreClick = false;
    const onMouseDown = (event: MouseEvent) => {
      if (event.target !== node) pressedInDialog = true;
    };
    const onMouseUp = (event: MouseEvent) => {
      if (pressedInDialog && event.target === node) ignoreClick = true;
      pressedInDialog = false;
    };
    const onClick = (event: MouseEvent) => {
      if (!ignoreClick && event.target === node) close.current();
      ignoreClick = false;
    };
    node.addEventListener('cancel', onCancel);
    node.addEventListener('close', onNativeClose);
    node.addEventListener('mousedown', onMouseDown);
    node.addEventListener('mouseup', onMouseUp);
    node.addEventListener('click', onClick);
    return () => {
      node.removeEventListener('cancel', onCancel);
      node.removeEventListener('close', onNativeClose);
      node.removeEventListener('mousedown', onMouseDown);
      node.removeEventListener('mouseup', onMouseUp);
      node.removeEventListener('click', onClick);
      unlock();
    };
  }, [isMounted]);

  // Closed and unmounted once the fade-out has run; focus goes back where it was.
  useEffect(() => {
    const node = dialog.current;
    if (phase !== 'closing' || !node) return;
    const done = () => {
      node.close();
      const previous = returnFocus.current as HTMLElement | null;
      const active = document.activeElement;
      if (previous?.isConnected && (!active || active === document.body || node.contains(active)))
        previous.focus();
      setPhase('closed');
    };
    const onEnd = (event: TransitionEvent) => {
      if (event.target === node) done();
    };
    node.addEventListener('transitionend', onEnd);
    const timer = window.setTimeout(done, transitionDuration(node) + 5);
    return () => {
      node.removeEventListener('transitionend', onEnd);
      window.clearTimeout(timer);
    };
  }, [phase]);

  if (!isMounted) return null;
  const show = phase === 'open' ? ' show' : '';

  return createPortal(
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby="server-error-title"
      tabIndex={-1}
      className={`fade modal${show}`}
      style={padding}
    >
      <div className="modal-dialog modal-dialog-centered">
        <div className="modal-content">
          <div className="modal-header">
            <h2 id="server-error-title" className="h5 modal-title">
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

/** The width of the page's scrollbar, 0 when it has none. */
function scrollbarWidth(): number {
  return Math.abs(window.innerWidth - document.documentElement.clientWidth);
}

/** The width a scrollbar takes in this browser. */
function scrollbarSize(): number {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-9999px;width:50px;height:50px;overflow:scroll';
  document.body.appendChild(probe);
  const size = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return size;
}

function transitionDuration(node: HTMLElement): number {
  const duration = getComputedStyle(node).transitionDuration;
  return Number.parseFloat(duration) * (duration.includes('ms') ? 1 : 1000) || 0;
}

/**
 * While a modal is open the page does not scroll; the space of its scrollbar is kept, on the body and on
 * Bootstrap's fixed and sticky elements, so nothing moves sideways.
 */
function lockPage(): () => void {
  const body = document.body;
  const restore: Array<() => void> = [];
  const set = (
    element: HTMLElement,
    property: 'overflow' | 'paddingRight' | 'marginRight',
    value: string,
  ) => {
    const inline = element.style[property];
    element.style[property] = value;
    restore.push(() => {
      element.style[property] = inline;
    });
  };
  const adjust = (selector: string, property: 'paddingRight' | 'marginRight', by: number) => {
    for (const element of body.querySelectorAll<HTMLElement>(selector))
      set(element, property, `${Number.parseFloat(getComputedStyle(element)[property]) + by}px`);
  };
  const scrollbar = scrollbarWidth();
  if (scrollbar > 0) {
    set(
      body,
      'paddingRight',
      `${(Number.parseInt(getComputedStyle(body).paddingRight, 10) || 0) + scrollbar}px`,
    );
  }
  set(body, 'overflow', 'hidden');
  body.classList.add('modal-open');
  if (scrollbar > 0) {
    adjust('.fixed-top, .fixed-bottom, .is-fixed, .sticky-top', 'paddingRight', scrollbar);
    adjust('.sticky-top', 'marginRight', -scrollbar);
    adjust('.navbar-toggler', 'marginRight', scrollbar);
  }
  return () => {
    body.classList.remove('modal-open');
    for (const undo of restore.reverse()) undo();
  };
}
