import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import { ServerErrorDialog } from './server-error-dialog.tsx';

/**
 * jsdom has <dialog> but not showModal() and close(): a minimal stand-in for what the browser does that the
 * modal relies on. showModal() opens it, remembers the focused element and runs the dialog focusing steps (its
 * first button); close() closes it, gives focus back to that element and fires close; Escape on the page fires
 * a cancelable cancel event at the open dialog, which closes it unless cancelled. The focus trap, the inert page
 * behind, the focus given back and the page's scroll lock (_forms.scss) are the browser's, tested in Chromium
 * (tests/e2e/server-error-dialog.spec.ts, lead-forms.spec.ts).
 */
function onEscape(event: KeyboardEvent) {
  const dialog = document.querySelector('dialog[open]');
  if (event.key !== 'Escape' || !(dialog instanceof HTMLDialogElement)) return;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    previouslyFocused.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector('button')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    (previouslyFocused.get(this) as HTMLElement | null)?.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', onEscape);
});

afterAll(() => {
  document.removeEventListener('keydown', onEscape);
  // biome-ignore lint/suspicious/noExplicitAny: removing the stand-ins again.
  delete (HTMLDialogElement.prototype as any).showModal;
  // biome-ignore lint/suspicious/noExplicitAny: removing the stand-ins again.
  delete (HTMLDialogElement.prototype as any).close;
});

function Screen({ onClose }: { onClose?: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <WithI18n>
      <button type="button" onClick={() => setMessage('We could not take your message.')}>
        Send
      </button>
      <ServerErrorDialog
        title="Contact"
        message={message}
        onClose={() => {
          onClose?.();
          setMessage(null);
        }}
      />
    </WithI18n>
  );
}

async function open() {
  const trigger = screen.getByRole('button', { name: 'Send' });
  trigger.focus();
  await act(async () => fireEvent.click(trigger));
  const dialog = screen.getByRole('dialog', { name: 'Contact' });
  // The fade-out lasts the dialog's transition-duration (.fade's 150 ms in the browser, none in jsdom).
  dialog.style.transitionDuration = '0.05s';
  return { trigger, dialog };
}

/**
 * The fade runs on fake timers (set up below), so time moves only here, by exactly ms: a busy machine cannot make
 * 25 ms into the fade come after its end.
 */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const fadeOut = () => wait(100);

describe('the server-error modal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('renders nothing while there is no message', () => {
    render(<Screen />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("shows the message in Bootstrap's modal, opened with showModal(), and focuses the dialog itself", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Screen />);
    const { dialog } = await open();
    expect(dialog).toHaveClass('modal', 'fade', 'show');
    expect(dialog.querySelector('.modal-title')).toHaveTextContent('Contact');
    expect(dialog.querySelector('.modal-body')).toHaveTextContent('We could not take your message.');
    // A native modal dialog: its ::backdrop is the backdrop (_forms.scss), the page behind it inert.
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveFocus();
    // Named by the form's title and described by the message, so a screen reader says both as focus lands.
    expect(dialog).toHaveAccessibleName('Contact');
    expect(dialog).toHaveAccessibleDescription('We could not take your message.');
    // In document.body, not in the card or section that renders it.
    expect(dialog.parentElement).toBe(document.body);
    showModal.mockRestore();
  });

  test.each([
    ['Ok', () => fireEvent.click(screen.getByRole('button', { name: 'Ok' }))],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape', code: 'Escape', keyCode: 27 })],
    ['a click beside the dialog', () => fireEvent.click(screen.getByRole('dialog'))],
  ])(
    '%s closes it; once faded out, the dialog is closed and gone and focus is back on the trigger',
    async (_, act_) => {
      const onClose = vi.fn();
      render(<Screen onClose={onClose} />);
      const { trigger, dialog } = await open();
      await act(async () => act_());
      expect(onClose).toHaveBeenCalledTimes(1);
      // Fading out, Escape included.
      expect(dialog).not.toHaveClass('show');
      expect(dialog).toHaveAttribute('open');
      await fadeOut();
      expect(dialog).not.toHaveAttribute('open');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(trigger).toHaveFocus();
      expect(onClose).toHaveBeenCalledTimes(1);
    },
  );

  test('a click inside the dialog does not close it', async () => {
    const onClose = vi.fn();
    render(<Screen onClose={onClose} />);
    const { dialog } = await open();
    fireEvent.click(screen.getByText('We could not take your message.'));
    fireEvent.click(dialog.querySelector('.modal-dialog') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveClass('show');
  });

  test('the dialog stays open, with its message, for its fade-out (its transition-duration), and closes then', async () => {
    render(<Screen />);
    const { dialog } = await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ok' })));
    await wait(25);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).not.toHaveClass('show');
    expect(dialog.querySelector('.modal-body')).toHaveTextContent('We could not take your message.');
    await fadeOut();
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).not.toBeInTheDocument();
  });

  test('a message while it fades out shows it again, in the same dialog', async () => {
    render(<Screen />);
    const { dialog } = await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ok' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send', hidden: true })));
    await fadeOut();
    expect(screen.getByRole('dialog', { name: 'Contact' })).toBe(dialog);
    expect(dialog).toHaveClass('show');
    expect(dialog).toHaveAttribute('open');
  });

  test('closed by the browser itself (Escape it would not let the page cancel), it still calls onClose once and gives focus back', async () => {
    const onClose = vi.fn();
    render(<Screen onClose={onClose} />);
    const { trigger, dialog } = await open();
    await act(async () => {
      (dialog as HTMLDialogElement).close();
      await vi.advanceTimersByTimeAsync(5);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    await fadeOut();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
