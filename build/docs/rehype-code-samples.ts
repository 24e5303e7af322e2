import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { isSampleLanguage, SAMPLE_LANGUAGES } from '#client/components/code-sample/sample-languages.ts';
import { highlightToHast } from './highlight-to-hast.ts';

/**
 * A rehype plugin for the docs' MDX: every fenced code block becomes
 * `<CodeSample language="csharp" code="…">{highlighted tokens}</CodeSample>`, so the sample keeps its
 * exact source text (for typing, copying and screen readers) and its colours are computed at build time.
 * A fence without a supported language fails the build: every sample must say what it is.
 */
export function rehypeCodeSamples() {
  return (tree: Root, file: { path?: string }) => {
    replaceIn(tree, file.path ?? 'an MDX file');
  };
}

function replaceIn(parent: Root | Element | MdxJsxFlowElementHast, source: string) {
  parent.children = parent.children.map((child: RootContent) => {
    const sample = child.type === 'element' ? toCodeSample(child, source) : undefined;
    if (sample) return sample;
    if (child.type === 'element' || child.type === 'mdxJsxFlowElement') replaceIn(child, source);
    return child;
  }) as typeof parent.children;
}

function toCodeSample(pre: Element, source: string): MdxJsxFlowElementHast | undefined {
  if (pre.tagName !== 'pre') return undefined;
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!code) return undefined;
  const classes = [code.properties.className ?? []].flat().map(String);
  const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
  if (!isSampleLanguage(language)) {
    const supported = Object.keys(SAMPLE_LANGUAGES).join(', ');
    throw new Error(
      `${source}: a code block needs one of these languages: ${supported} (found "${language}")`,
    );
  }
  // mdast-util-to-hast ends every code block with one newline the author did not write.
  const text = textOf(code).replace(/\n$/, '');
  return {
    type: 'mdxJsxFlowElement',
    name: 'CodeSample',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'language', value: language },
      { type: 'mdxJsxAttribute', name: 'code', value: text },
    ],
    children: highlightToHast(text, language),
  };
}

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
