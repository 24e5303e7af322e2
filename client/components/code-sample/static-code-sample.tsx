import { type CSSProperties, useId } from 'react';
import { SAMPLE_LANGUAGES, type SampleProps } from './sample-languages.ts';

/**
 * A code sample shown as it is, already highlighted: the docs samples' frame and colours without the typing
 * (the home page's). Same props as CodeSampleHost, so an MDX file's fences render with either; `children` are the
 * tokens rehype-code-samples.ts built at build time.
 */
export function StaticCodeSample({ code, language, children }: SampleProps) {
  const labelId = useId();
  return (
    <figure
      className="code-sample"
      style={{ '--code-sample-lines': code.split('\n').length } as CSSProperties}
    >
      <figcaption className="code-sample-toolbar">
        <span className="code-sample-language" id={labelId}>
          {SAMPLE_LANGUAGES[language]}
        </span>
      </figcaption>
      {/* A keyboard stop says what it is: a region (a named section), named by its language. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="code-sample-area" tabIndex={0} aria-labelledby={labelId}>
        <pre className="code-sample-display" data-phase="highlighted">
          <code className={`language-${language}`}>{children ?? code}</code>
        </pre>
      </section>
    </figure>
  );
}
