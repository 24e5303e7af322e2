import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import { PageMarkdownActions } from './page-markdown-actions.tsx';

const MARKDOWN = '# Queries\n\n> This page documents FakeXrmEasy 1.x.\n';

function stubBrowser({ status = 200, writeText = vi.fn().mockResolvedValue(undefined) } = {}) {
  const fetch = vi.fn().mockResolvedValue(new Response(status === 200 ? MARKDOWN : '', { status }));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return { fetch, writeText };
}

async function clickCopy(name = 'Copy page as Markdown') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('Copy page as Markdown', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('fetches the twin only when clicked, copies it and says so', async () => {
    const { fetch, writeText } = stubBrowser();
    render(
      <WithI18n>
        <PageMarkdownActions page="queries" />
      </WithI18n>,
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await clickCopy();
    expect(fetch).toHaveBeenCalledWith('/get-started/queries.md');
    // jsdom has no ClipboardItem: the text is written once it has come.
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(screen.getByRole('status')).toHaveTextContent('Copied the page as Markdown');
  });

  test('says so when the twin does not come or the clipboard refuses, in the interface language', async () => {
    stubBrowser({ status: 503 });
    const { unmount } = render(
      <WithI18n culture="es-ES">
        <PageMarkdownActions page="plugins" />
      </WithI18n>,
    );
    await clickCopy('Copiar la página en Markdown');
    expect(screen.getByRole('status')).toHaveTextContent('No se ha podido copiar la página');
    unmount();

    stubBrowser({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    render(
      <WithI18n culture="ca-ES">
        <PageMarkdownActions page="plugins" />
      </WithI18n>,
    );
    await clickCopy('Copia la pàgina en Markdown');
    expect(screen.getByRole('status')).toHaveTextContent('No s’ha pogut copiar la pàgina');
  });

  test('links the twin, in English, and is in the interface language beside the English title', () => {
    render(
      <WithI18n culture="ca-ES">
        <PageMarkdownActions page="overview" />
      </WithI18n>,
    );
    const link = screen.getByRole('link', { name: 'Mostra en Markdown' });
    expect(link).toHaveAttribute('href', '/get-started/overview.md');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link.parentElement).toHaveAttribute('lang', 'ca-ES');
  });

  test('the button waits for the page to run: disabled in the prerendered HTML', () => {
    const html = renderToString(
      <WithI18n>
        <PageMarkdownActions page="overview" />
      </WithI18n>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Copy page as Markdown<\/button>/);
  });
});
