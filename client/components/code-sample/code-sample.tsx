import { type CSSProperties, useId } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { SAMPLE_LANGUAGES, type SampleProps } from './sample-languages.ts';

/**
 * A code sample as the docs' pages are built with it (mdx-components.tsx): the sample as it first shows, and
 * beside it what code-sample-behaviour.ts needs to bring it to life: its source text (`data-code`), and its
 * highlighted tokens in a <template>, which is neither displayed nor read out. The docs pages are HTML only
 * (docs/decisions/0038): the typing, the Copy button and the skip switch are the script's.
 */
export function CodeSampleHost({ code, language, children }: SampleProps) {
  return (
    <div className="code-sample-host" data-language={language} data-code={code}>
      <CodeSample code={code} language={language} />
      <template>{children}</template>
    </div>
  );
}

/**
 * The sample before it types: typed out by code-sample-behaviour.ts as it scrolls into view, one character per
 * tick, a pause at each newline, syntax colours 200 ms after the end; whole and highlighted at once with the
 * page's "Skip all animations" on (SkipAnimationsSwitch), or under prefers-reduced-motion. Screen readers read
 * a visually hidden copy of the whole text, never the typing stream, which is aria-hidden.
 */
function CodeSample({ code, language }: Omit<SampleProps, 'children'>) {
  const { t, i18n } = useTranslation('docs');
  const labelId = useId();
  const lineCount = code.split('\n').length;
  return (
    <figure
      className="code-sample"
      aria-labelledby={labelId}
      style={{ '--code-sample-lines': lineCount } as CSSProperties}
    >
      <div className="code-sample-toolbar" lang={i18n.language}>
        <span className="code-sample-language" id={labelId}>
          {SAMPLE_LANGUAGES[language]}
        </span>
        <div className="code-sample-actions">
          {/* The confirmation is a polite live region beside the button, so it is seen and heard while the
              button keeps a stable name; it carries its two messages for the script. */}
          <span
            role="status"
            className="code-sample-status is-idle"
            data-copied={t('sample.copied')}
            data-copy-failed={t('sample.copyFailed')}
          />
          {/* Disabled until the script runs, like every control that needs it. */}
          <button type="button" className="btn btn-sm btn-light code-sample-button" disabled>
            {t('sample.copy')}
          </button>
        </div>
      </div>
      {/* A keyboard stop says what it is: a region (a named section), named by its language. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="code-sample-area" tabIndex={0} aria-labelledby={labelId}>
        <pre className="visually-hidden">{code}</pre>
        {/* Without JavaScript nothing types: show the sample as it is (screen readers have the copy above). */}
        <noscript>
          <pre className="code-sample-display" aria-hidden="true">
            {code}
          </pre>
        </noscript>
        <pre className="code-sample-display" aria-hidden="true" data-phase="waiting">
          <code className={`language-${language}`} />
        </pre>
      </section>
    </figure>
  );
}
