import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import { ServerErrorModal } from './server-error-modal.tsx';

describe('ServerErrorModal', () => {
  test('renders nothing, and loads nothing, until there is a message; then shows it in the dialog', async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    const props = { title: 'Contact', onClose: () => {} };
    const { container, rerender } = render(
      <WithI18n>
        <ServerErrorModal {...props} message={null} />
      </WithI18n>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('dialog')).toBeNull();
    rerender(
      <WithI18n>
        <ServerErrorModal {...props} message="The address is not valid." />
      </WithI18n>,
    );
    expect(await screen.findByText('The address is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Contact')).toBeInTheDocument();
  });
});
