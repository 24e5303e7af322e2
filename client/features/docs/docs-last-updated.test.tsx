import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderPage } from '#client/test/render-page.tsx';
import type { Culture } from '#shared/cultures.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import { DocsLastUpdated } from './docs-last-updated.tsx';

// As the build writes it (build/docs/docs-manifest.ts).
const DAY = '2026-03-01';
const LAST_UPDATED = {
  day: DAY,
  text: {
    'en-GB': formatLongDate(DAY, 'en-GB'),
    'es-ES': formatLongDate(DAY, 'es-ES'),
    'ca-ES': formatLongDate(DAY, 'ca-ES'),
  },
};

describe('DocsLastUpdated', () => {
  test.each<[Culture, string, string]>([
    ['en-GB', 'Last updated: 1 March 2026', '1 March 2026'],
    ['es-ES', 'Última actualización: 1 de marzo de 2026', '1 de marzo de 2026'],
    ['ca-ES', 'Darrera actualització: 1 de març del 2026', '1 de març del 2026'],
  ])('in %s: "%s", the day in a <time>', (culture, sentence, date) => {
    renderPage(<DocsLastUpdated lastUpdated={LAST_UPDATED} />, '/get-started/overview', culture);
    const time = screen.getByText(date);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', DAY);
    expect(time.parentElement).toHaveTextContent(sentence);
  });

  test('says nothing when the build could not know the date', () => {
    const { container } = renderPage(<DocsLastUpdated lastUpdated={undefined} />, '/get-started/overview');
    expect(container.querySelector('.docs-last-updated')).toBeNull();
  });
});
