import { type CSSProperties, useEffect, useId, useRef } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useInView } from '#client/lib/use-in-view.ts';
import { useIsHydrated } from '#client/lib/use-is-hydrated.ts';
import { usePrefersReducedMotion } from '#client/lib/use-prefers-reduced-motion.ts';
import { CopyButton } from './copy-button.tsx';
import { followCaret } from './follow-caret.ts';
import { SAMPLE_LANGUAGES, type SampleProps } from './sample-languages.ts';
import { useSkipAnimations } from './skip-animations.ts';
import { useTypewriter } from './use-typewriter.ts';

/**
 * A code sample typed out as it scrolls into view: one character per tick, a pause at each
 * newline, syntax colours 200 ms after the end. With the page's "Skip all animations" on
 * (SkipAnimationsSwitch), or under prefers-reduced-motion, it is whole and highlighted from the start.
 *
 * `children` are the highlighted tokens (built at build time by rehype-code-samples.ts, so Prism never
 * reaches the browser); without them the sample stays plain. Screen readers read a visually hidden copy of the
 * whole text, never the typing stream, which is aria-hidden. Its HTML in a CodeSampleHost is also what
 * code-sample-behaviour.ts brings to life on a page without React: keep the two in step.
 */
export function CodeSample({ code, language, children }: SampleProps) {
  const { i18n } = useTranslation('docs');
  const [areaRef, isInView] = useInView<HTMLElement>({ once: true });
  const isReducedMotion = usePrefersReducedMotion();
  const isSkipped = useSkipAnimations();
  const isHydrated = useIsHydrated();
  const { phase, shown } = useTypewriter(code, {
    shouldStart: isInView,
    isInstant: isReducedMotion || isSkipped,
  });
  const caretRef = useRef<HTMLSpanElement>(null);
  const labelId = useId();

  // The area keeps the cursor in sight while typing, in both directions.
  useEffect(() => {
    const area = areaRef.current;
    const caret = caretRef.current;
    if (phase !== 'typing' || !area || !caret || shown === 0) return;
    followCaret(area, caret);
  }, [phase, shown, areaRef]);

  // Skipped while typing: the whole sample shows from its first line, not from where the cursor was.
  useEffect(() => {
    const area = areaRef.current;
    if (!isSkipped || !area) return;
    area.scrollTop = 0;
    area.scrollLeft = 0;
  }, [isSkipped, areaRef]);

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
          <CopyButton text={code} isDisabled={!isHydrated} />
        </div>
      </div>
      {/* A keyboard stop says what it is: a region (a named section), named by its language. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must be reachable by keyboard (WCAG 2.1.1). */}
      <section ref={areaRef} className="code-sample-area" tabIndex={0} aria-labelledby={labelId}>
        <pre className="visually-hidden">{code}</pre>
        {/* Without JavaScript nothing types: show the sample as it is (screen readers have the copy above). */}
        <noscript>
          <pre className="code-sample-display" aria-hidden="true">
            {code}
          </pre>
        </noscript>
        <pre className="code-sample-display" aria-hidden="true" data-phase={phase}>
          <code className={`language-${language}`}>
            {phase === 'highlighted' ? (children ?? code) : null}
            {phase === 'typed' ? code : null}
            {phase === 'typing' ? (
              <>
                {code.slice(0, shown)}
                <span ref={caretRef} className="code-sample-caret" />
              </>
            ) : null}
          </code>
        </pre>
      </section>
    </figure>
  );
}

/**
 * A CodeSample as the docs' pages are built with it (mdx-components.tsx): the sample as it first shows, and
 * beside it what code-sample-behaviour.ts needs to bring it to life without React: its source text
 * (`data-code`), and its highlighted tokens in a <template>, which is neither displayed nor read out.
 */
export function CodeSampleHost({ code, language, children }: SampleProps) {
  return (
    <div className="code-sample-host" data-language={language} data-code={code}>
      {/* Its children too, for the dev server, where the page is React's and no behaviour script runs. */}
      <CodeSample code={code} language={language}>
        {children}
      </CodeSample>
      <template>{children}</template>
    </div>
  );
}
