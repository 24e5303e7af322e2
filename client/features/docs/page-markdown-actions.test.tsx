import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import { PageMarkdownActions } from './page-markdown-actions.tsx';

// The copy itself is the page's script's (docs-page-behaviour.test.tsx, Copy page as Markdown).
describe('Copy page as Markdown', () => {
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
