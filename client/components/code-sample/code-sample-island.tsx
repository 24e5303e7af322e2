import type { Island } from '#client/components/ui/prerendered-block.tsx';
import { CodeSample } from './code-sample.tsx';
import { isSampleLanguage, type SampleProps } from './sample-languages.ts';

/**
 * A CodeSample in a PrerenderedBlock (the docs' bodies). The prerendered HTML has the sample as it first
 * shows, and beside it what the browser needs to bring it to life without the page's JavaScript: its source
 * text, and its highlighted tokens in a <template>, which is neither displayed nor read out. The same HTML is
 * what code-sample-behaviour.ts brings to life on a page without React.
 */
export function CodeSampleHost({ code, language, children }: SampleProps) {
  return (
    <div className="code-sample-host" data-language={language} data-code={code}>
      {/* Its children too, for the dev server, where the block renders as it is and no island runs. */}
      <CodeSample code={code} language={language}>
        {children}
      </CodeSample>
      <template>{children}</template>
    </div>
  );
}

/** Each CodeSampleHost of a block becomes its CodeSample again, typing, copying and all. */
export const CODE_SAMPLE_ISLAND: Island = {
  selector: '.code-sample-host',
  render(host) {
    const language = host.getAttribute('data-language');
    const code = host.getAttribute('data-code') ?? '';
    const tokens = host.querySelector(':scope > template')?.innerHTML;
    return isSampleLanguage(language) ? (
      <CodeSample code={code} language={language} highlightedHtml={tokens} />
    ) : null;
  },
};
