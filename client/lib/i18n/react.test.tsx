import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { createTestStore } from '#client/test/i18n.tsx';
import { I18nProvider, Trans, useTranslation } from './react.tsx';
import { type Catalogues, type TranslateOptions, translate } from './translate.ts';

const TEXTS = {
  around: 'Write to <email>{{email}}</email> today.',
  two: 'Read <privacy>the policy</privacy> and <terms>the terms</terms>.',
  nested: 'A <strong2>b <em2>c</em2> d</strong2> e',
  sameNested: 'p <b2>q <b2>r</b2> s</b2> t',
  valuesInside: 'Hi <b2>{{name}} and {{other}}</b2>!',
  valueWithMarkup: 'v: <b2>{{html}}</b2> {{html}}',
  unknownPaired: 'x <nope>y</nope> z',
  unknownAroundKnown: 'x <nope>y <b2>z</b2> w</nope> v',
  unknownSelfClosing: 'x <nope/> <nope /> z',
  selfClosing: 'a <icon/> b <icon /> c',
  ownChildren: 'a <withKids/> b',
  textChildren: 'a <withKids>x</withKids> b',
  basicHtml: 'a<br/>b <strong>c</strong> <i>d</i>',
  numbered: 'Go <0>here</0> or <1>there</1>.',
  unclosed: 'a <b2>b <em2>c</b2> d',
  strayClose: 'a </b2> b',
  multiline: 'a <b2>line 1\nline 2</b2> c',
  dashed: 'a <my-tag>x</my-tag> b',
  noTags: 'just {{name}} < 3',
};

const CATALOGUES: Catalogues = { common: TEXTS };
const t = (key: string, options?: TranslateOptions) => translate(CATALOGUES, 'en-GB', 'common', key, options);

function A({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

function Help() {
  const { t } = useTranslation('forms');
  return (
    <Trans
      t={t}
      i18nKey="contact.helpEmail"
      values={{ email: 'info@example.com' }}
      components={{ email: <a href="mailto:info@example.com">info@example.com</a> }}
    />
  );
}

const COMPONENTS: Record<string, ReactElement> = {
  email: <A href="mailto:a@b.co" />,
  privacy: <A href="/privacy-policy" />,
  terms: <A href="/licensing" />,
  strong2: <strong />,
  em2: <em />,
  b2: <b />,
  icon: <i className="icon" />,
  withKids: <span>own</span>,
  'my-tag': <u />,
};
const VALUES = { email: 'a@b.co', name: 'Ana', other: 'Bo', html: '<b2>x</b2>' };

function html(
  key: keyof typeof TEXTS,
  components: Record<string, ReactElement> | ReactElement[] = COMPONENTS,
) {
  const { container } = render(<Trans t={t} i18nKey={key} values={VALUES} components={components} />);
  return container.innerHTML;
}

// The expected markup is what react-i18next 18's Trans renders from the same text, values and components
// (checked with react-dom/server), except where a comment says otherwise.
describe('Trans', () => {
  test.each([
    ['around', 'Write to <a href="mailto:a@b.co">a@b.co</a> today.'],
    ['two', 'Read <a href="/privacy-policy">the policy</a> and <a href="/licensing">the terms</a>.'],
    ['nested', 'A <strong>b <em>c</em> d</strong> e'],
    ['sameNested', 'p <b>q <b>r</b> s</b> t'],
    ['valuesInside', 'Hi <b>Ana and Bo</b>!'],
    ['valueWithMarkup', 'v: <b>&lt;b2&gt;x&lt;/b2&gt;</b> &lt;b2&gt;x&lt;/b2&gt;'],
    ['unknownPaired', 'x &lt;nope&gt;y&lt;/nope&gt; z'],
    ['unknownAroundKnown', 'x &lt;nope&gt;y <b>z</b> w&lt;/nope&gt; v'],
    ['unknownSelfClosing', 'x &lt;nope/&gt; &lt;nope /&gt; z'],
    ['selfClosing', 'a <i class="icon"></i> b <i class="icon"></i> c'],
    ['ownChildren', 'a <span>own</span> b'],
    ['textChildren', 'a <span>x</span> b'],
    // Unlike react-i18next, which renders these few HTML tags without a component (no catalogue uses them).
    ['basicHtml', 'a&lt;br/&gt;b &lt;strong&gt;c&lt;/strong&gt; &lt;i&gt;d&lt;/i&gt;'],
    ['unclosed', 'a <b>b <em>c d</em></b>'],
    ['strayClose', 'a  b'],
    ['multiline', 'a <b>line 1\nline 2</b> c'],
    ['dashed', 'a <u>x</u> b'],
    ['noTags', 'just Ana &lt; 3'],
  ] as const)('%s', (key, expected) => {
    expect(html(key)).toBe(expected);
  });

  test('numbered tags take the components of an array', () => {
    expect(html('numbered', [<A key="0" href="/here" />, <A key="1" href="/there" />])).toBe(
      'Go <a href="/here">here</a> or <a href="/there">there</a>.',
    );
  });

  test('renders text and elements as siblings, without extra text nodes', () => {
    const { container } = render(<Trans t={t} i18nKey="around" values={VALUES} components={COMPONENTS} />);
    expect([...container.childNodes].map((node) => node.nodeName)).toEqual(['#text', 'A', '#text']);
  });

  test("a catalogue's sentence with a link, through useTranslation", () => {
    for (const [culture, text] of [
      ['en-GB', 'Prefer your own e-mail client? Write to '],
      ['es-ES', '¿Prefieres usar tu propio programa de correo? Escribe a '],
    ] as const) {
      const { container, unmount } = render(
        <I18nProvider store={createTestStore(culture)}>
          <Help />
        </I18nProvider>,
      );
      expect(container.innerHTML).toBe(`${text}<a href="mailto:info@example.com">info@example.com</a>.`);
      unmount();
    }
  });
});

function PageTitle() {
  const { t } = useTranslation('forms');
  return <h1>{t('contact.title')}</h1>;
}

describe('useTranslation', () => {
  test('a page whose catalogue arrives while it renders shows it without a recoverable error (React #467/#520)', async () => {
    const { createRoot } = await import('react-dom/client');
    const { CatalogueStore } = await import('./catalogue-store.ts');
    // The catalogue arrives a moment after it is asked for, as the browser fetches it.
    const store = new CatalogueStore(
      'en-GB',
      (_culture, namespace) =>
        new Promise((resolve) => setTimeout(() => resolve({ contact: { title: `${namespace} loaded` } }), 5)),
    );
    const recovered: unknown[] = [];
    // React's development build names the mistake in the console ("did not call use() when it finished").
    const consoleError = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
    // As the browser runs it, outside act(): React replays the suspended page once its catalogue is here.
    root.render(
      <I18nProvider store={store}>
        <PageTitle />
      </I18nProvider>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('forms loaded'));
    expect(recovered).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    root.unmount();
  });
});
