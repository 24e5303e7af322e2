import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import type { Culture } from '#shared/cultures.ts';
import { SampleNote } from './sample-note.tsx';

describe('the small print beside marketing content', () => {
  test.each<[Culture, string, string, string]>([
    ['en-GB', 'Sample quote', 'Sample story', 'Sample post'],
    ['es-ES', 'Testimonio ficticio', 'Caso ficticio', 'Publicación ficticia'],
    ['ca-ES', 'Testimoni fictici', 'Cas fictici', 'Publicació fictícia'],
  ])('says a sample is one, in %s', (culture, quote, story, post) => {
    render(
      <WithI18n culture={culture}>
        <SampleNote status="sample" kind="quote" />
        <SampleNote status="sample" kind="story" />
        <SampleNote status="sample" kind="post" />
      </WithI18n>,
    );
    for (const text of [quote, story, post]) expect(screen.getByText(text)).toBeInTheDocument();
  });

  test('says nothing beside a verified item', () => {
    const { container } = render(
      <WithI18n>
        <SampleNote status="verified" kind="quote" />
      </WithI18n>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
