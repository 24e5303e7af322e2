import type { Element, ElementContent } from 'hast';
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import type { SampleLanguage } from '#client/components/code-sample/sample-languages.ts';

// Build time only (Node): the browser receives the tokens as elements and never downloads Prism.
// Prism's core bundles markup (XML); C# and PowerShell are loaded here.
loadLanguages(['csharp', 'powershell']);

const GRAMMARS: Record<SampleLanguage, string> = {
  csharp: 'csharp',
  powershell: 'powershell',
  xml: 'xml',
};

/** Prism's tokens as hast: `<span class="token keyword">` and so on, the same classes Prism's themes use. */
export function highlightToHast(code: string, language: SampleLanguage): ElementContent[] {
  const grammar = Prism.languages[GRAMMARS[language]];
  if (!grammar) throw new Error(`Prism has no grammar for ${language}`);
  return Prism.tokenize(code, grammar).map(toHast);
}

function toHast(token: string | Prism.Token): ElementContent {
  if (typeof token === 'string') return { type: 'text', value: token };
  const aliases = token.alias ? [token.alias].flat() : [];
  const content = token.content;
  const children = typeof content === 'string' ? [toHast(content)] : [content].flat().map(toHast);
  const element: Element = {
    type: 'element',
    tagName: 'span',
    properties: { className: ['token', token.type, ...aliases] },
    children,
  };
  return element;
}
