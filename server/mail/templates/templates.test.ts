import { beforeAll, describe, expect, test } from 'vitest';
import { loadTemplates } from '#server/cli/mail-preview.ts';
import { createServerI18n, translatorFor } from '#server/i18n.ts';
import type { EmailTemplate, RenderedTemplate } from '#server/mail/template.ts';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { straightApostrophes } from '#shared/i18n/typography.ts';
import { newsletterAlreadySubscribedTemplate } from './newsletter-already-subscribed.ts';
import { newsletterConfirmationTemplate } from './newsletter-confirmation.ts';

/** Every template of this folder (as `npm run mail:preview` finds them), rendered with its sample data. */
let templates: EmailTemplate<unknown>[];
let render: (template: EmailTemplate<unknown>, culture: Culture) => RenderedTemplate;
beforeAll(async () => {
  templates = await loadTemplates();
  const i18n = await createServerI18n();
  render = (template, culture) => template.render(translatorFor(i18n, culture), culture, template.sample);
});

const decode = (html: string) =>
  html
    .replace(/<br>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/**
 * What the HTML part says in words: its heading and paragraphs, without the button itself and the line that
 * only the HTML needs ("If the button doesn't work, copy this link").
 */
function sayings(html: string): string[] {
  return [...html.matchAll(/<(h1|p)\b[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((m) => m[2] ?? '')
    .filter((inner) => !inner.includes('display:inline-block') && !inner.includes('<br><a href='))
    .map(decode)
    .filter((text) => text !== '');
}

describe.each(SUPPORTED_CULTURES)('every e-mail in %s', (culture) => {
  test('the plain-text part says everything the HTML part says', () => {
    for (const template of templates) {
      const { html, text } = render(template, culture);
      const flat = text.replace(/\s+/g, ' ');
      for (const saying of sayings(html))
        expect(flat, `${template.name}: "${saying}"`).toContain(saying.replace(/\s+/g, ' '));
    }
  });

  test('the plain-text part mentions no button (it has none)', () => {
    for (const template of templates) {
      const { text } = render(template, culture);
      expect(text, template.name).not.toMatch(/\b(button|botón|botó)\b/i);
    }
  });
});

test('Catalan e-mails use the typographic apostrophe, in the subject, the HTML and the text', () => {
  for (const template of templates) {
    const { subject, html, text } = render(template, 'ca-ES');
    for (const part of [subject, decode(html), text])
      expect(straightApostrophes(part), template.name).toEqual([]);
  }
});

describe('the newsletter confirmation e-mail', () => {
  test.each([...SUPPORTED_CULTURES])(
    'offers no unsubscribe in %s before the subscription exists: no link, no List-Unsubscribe',
    (culture) => {
      const { html, text, headers } = render(
        newsletterConfirmationTemplate as EmailTemplate<unknown>,
        culture,
      );
      expect(`${html}\n${text}`).not.toMatch(/unsubscribe/i);
      expect(Object.keys(headers ?? {}).filter((name) => /^list-/i.test(name))).toEqual([]);
    },
  );

  test('while the "already subscribed" e-mail, to a real subscriber, carries both', () => {
    const { text, headers } = render(newsletterAlreadySubscribedTemplate as EmailTemplate<unknown>, 'en-GB');
    expect(text).toContain(newsletterAlreadySubscribedTemplate.sample.unsubscribeUrl);
    expect(headers).toMatchObject({
      'List-Unsubscribe': `<${newsletterAlreadySubscribedTemplate.sample.oneClickUnsubscribeUrl}>`,
    });
  });
});
