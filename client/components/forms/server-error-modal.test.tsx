import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { WithI18n } from '../../test/i18n.tsx';
import { ServerErrorModal } from './server-error-modal.tsx';

function Screen({ onClose }: { onClose?: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <WithI18n>
      <button type="button" onClick={() => setMessage('We could not take your message.')}>
        Send
      </button>
      <ServerErrorModal
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
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Contact' }) };
}

/** The fade-out ends on its transitionend (jsdom has no CSS transitions: the fallback timer ends it). */
async function fadeOut() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('the server-error modal', () => {
  test('renders nothing while there is no message', () => {
    render(<Screen />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveClass('modal-open');
  });

  test("shows the message in Bootstrap's modal, takes focus and locks the page's scroll", async () => {
    render(<Screen />);
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('modal', 'fade', 'show');
    expect(dialog.querySelector('.modal-body')).toHaveTextContent('We could not take your message.');
    expect(document.querySelector('.modal-backdrop')).toHaveClass('fade', 'show');
    expect(dialog).toHaveFocus();
    expect(document.body).toHaveClass('modal-open');
    expect(document.body.style.overflow).toBe('hidden');
  });

  test.each([
    ['Ok', () => fireEvent.click(screen.getByRole('button', { name: 'Ok' }))],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape', code: 'Escape', keyCode: 27 })],
    ['a click beside the dialog', () => fireEvent.click(screen.getByRole('dialog'))],
  ])(
    '%s closes it; once faded out, focus is back on the trigger and the page scrolls again',
    async (_, act_) => {
      const onClose = vi.fn();
      render(<Screen onClose={onClose} />);
      const { trigger } = await open();
      await act(async () => act_());
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog')).not.toHaveClass('show');
      await fadeOut();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.querySelector('.modal-backdrop')).toBeNull();
      expect(trigger).toHaveFocus();
      expect(document.body).not.toHaveClass('modal-open');
      expect(document.body.style.overflow).toBe('');
    },
  );

  test('a click inside the dialog, or a press inside it that ends beside it, does not close it', async () => {
    const onClose = vi.fn();
    render(<Screen onClose={onClose} />);
    const { dialog } = await open();
    fireEvent.click(screen.getByText('We could not take your message.'));
    const body = dialog.querySelector('.modal-body') as HTMLElement;
    fireEvent.mouseDown(body);
    fireEvent.mouseUp(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  test('focus that leaves the dialog comes back to it', async () => {
    render(<Screen />);
    const { trigger, dialog } = await open();
    await act(async () => {
      trigger.focus();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(dialog).toHaveFocus();
  });
});
