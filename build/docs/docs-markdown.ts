import type { Nodes, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { type Options as ToMarkdownOptions, toMarkdown } from 'mdast-util-to-markdown';
import { EXTERNAL_LINKS } from '#shared/app-settings.ts';
import {
  DOCS_PAGES,
  type DocsPage,
  docsMarkdownPath,
  docsPageAt,
  docsPath,
  LLMS_FULL_PATH,
  LLMS_PATH,
  PATHS,
} from '#shared/paths.ts';
import type { DocsPageSource } from './read-docs.ts';

/**
 * The docs as Markdown, for AI assistants and whoever copies a page (docs/product.md, Markdown twins and
 * llms.txt): each page's twin, /llms.txt and /llms-full.txt, made at build time from the same MDX tree as the
 * page, so the words and the code samples are the page's own. Site links become absolute (publicUrl): a twin is
 * read out of context, pasted into a chat.
 */

const CURRENT_DOCS = EXTERNAL_LINKS.docs;
const MIGRATION_GUIDE = `${CURRENT_DOCS}quickstart/migrating-from-1x/technical_guidance/`;
const LICENSING_FAQ = `${CURRENT_DOCS}licensing/faq/`;

/** The line under every twin's title: which version it is about, and where the current one is documented. */
export const DEPRECATION_NOTE = `> This page documents FakeXrmEasy 1.x, which is deprecated and no longer maintained. The current versions, 2.x and 3.x, are documented at [${CURRENT_DOCS}](${CURRENT_DOCS}).`;

const MARKDOWN_OPTIONS: ToMarkdownOptions = {
  extensions: [gfmToMarkdown()],
  bullet: '-',
  emphasis: '_',
  fences: true,
  rule: '-',
};

/** A page's Markdown twin: its title, the deprecation note, its description, then its body. */
export function docsPageMarkdown(source: DocsPageSource, publicUrl: string): string {
  const body = toMarkdown(plainMarkdown(source.markdown, source.page, publicUrl), MARKDOWN_OPTIONS);
  return `# ${source.title}\n\n${DEPRECATION_NOTE}\n\n${source.description}\n\n${body.trimEnd()}\n`;
}

/** /llms.txt in llmstxt.org's shape: an H1, a blockquote summary, notes, then H2 lists of links. */
export function llmsTxt(sources: readonly DocsPageSource[], publicUrl: string): string {
  const link = (name: string, url: string, note: string) => `- [${name}](${url}): ${note}`;
  return [
    '# FakeXrmEasy',
    '',
    `> FakeXrmEasy is a .NET library that fakes the Dynamics 365 / Dataverse organisation service in memory, so that plugins, code activities and other code that calls the service can be unit-tested without a CRM organisation. The getting-started pages of this site document FakeXrmEasy 1.x, which is deprecated and no longer maintained; the current versions, 2.x and 3.x, are documented at ${CURRENT_DOCS}.`,
    '',
    'Code written for 1.x creates its context with `new XrmFakedContext()`. In 2.x and 3.x a context is built with `MiddlewareBuilder` and a licence is chosen with `SetLicense`: when helping with 2.x or 3.x, use the current documentation, not the 1.x pages below. 2.x is for .NET Framework code (plugins, code activities); 3.x is for .NET code that uses the Dataverse ServiceClient. 1.x was released under the MIT licence; 2.x and 3.x under a choice of the Reciprocal Public License 1.5, a non-commercial licence, or a commercial licence.',
    '',
    '## Current documentation (2.x and 3.x)',
    '',
    link('FakeXrmEasy documentation', CURRENT_DOCS, 'the current versions, maintained by their authors'),
    link('Migrating from 1.x', MIGRATION_GUIDE, 'what changes when tests written for 1.x move to 2.x or 3.x'),
    link('Licensing FAQ', LICENSING_FAQ, 'the licences of 2.x and 3.x, and which one applies'),
    '',
    '## FakeXrmEasy 1.x getting started (deprecated)',
    '',
    ...sources.map((s) => link(s.title, `${publicUrl}${docsMarkdownPath(s.page)}`, s.description)),
    '',
    '## Licences and prices',
    '',
    link(
      'Licensing',
      `${publicUrl}${PATHS.licensing}`,
      'which licence covers which version of FakeXrmEasy, with links to the licence texts',
    ),
    link(
      'Pricing',
      `${publicUrl}${PATHS.pricing}`,
      'the plans of the commercial licence and their prices: per user and month, or one fee a year for a team',
    ),
    '',
    '## Optional',
    '',
    link('All 1.x pages in one file', `${publicUrl}${LLMS_FULL_PATH}`, 'every page above, in Markdown'),
    link('Contact', `${publicUrl}${PATHS.contact}`, 'questions to the team behind FakeXrmEasy'),
    '',
  ].join('\n');
}

/** /llms-full.txt: a short heading and note, then every page's twin in reading order. */
export function llmsFullTxt(sources: readonly DocsPageSource[], publicUrl: string): string {
  const intro = [
    '# FakeXrmEasy 1.x getting started (deprecated)',
    '',
    `> Every page of the getting-started guide at ${publicUrl}${docsPath(DOCS_PAGES[0])} and after it, in Markdown, in reading order. They document FakeXrmEasy 1.x, which is deprecated and no longer maintained; the current versions, 2.x and 3.x, are documented at ${CURRENT_DOCS}. The index of this site for AI assistants is ${publicUrl}${LLMS_PATH}.`,
    '',
  ].join('\n');
  return [intro, ...sources.map((s) => docsPageMarkdown(s, publicUrl))].join('\n');
}

/** The files the build writes into the client build, by URL path. */
export function docsMarkdownFiles(
  sources: readonly DocsPageSource[],
  publicUrl: string,
): Map<string, string> {
  return new Map([
    ...sources.map((s) => [docsMarkdownPath(s.page), docsPageMarkdown(s, publicUrl)] as const),
    [LLMS_PATH, llmsTxt(sources, publicUrl)],
    [LLMS_FULL_PATH, llmsFullTxt(sources, publicUrl)],
  ]);
}

/**
 * The page's tree as plain Markdown: no front matter, no MDX (imports and exports dropped, a component replaced
 * by what it wraps; an {expression} has no Markdown form, so the build stops), and site links made absolute, a
 * docs page's to its twin. Fenced code stays a `code` node: its language and every character of it are kept.
 */
function plainMarkdown(tree: Root, page: DocsPage, publicUrl: string): Root {
  const convert = (nodes: readonly RootContent[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
          return [];
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          throw new Error(`${page}.mdx: an {expression} has no Markdown form: write the words instead`);
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          return convert(node.children);
        case 'link':
        case 'definition':
          return [withChildren({ ...node, url: absoluteUrl(node.url, publicUrl) }, convert)];
        default:
          return [withChildren(node, convert)];
      }
    });
  return { ...tree, children: convert(tree.children) };
}

function withChildren<T extends Nodes>(
  node: T,
  convert: (nodes: readonly RootContent[]) => RootContent[],
): T {
  return 'children' in node ? { ...node, children: convert(node.children as RootContent[]) } : node;
}

/** '/get-started/queries#x' → '<publicUrl>/get-started/queries.md#x'; '/pricing' → '<publicUrl>/pricing'. */
function absoluteUrl(url: string, publicUrl: string): string {
  if (!url.startsWith('/')) return url;
  const [pathPart = '', hash] = url.split('#', 2);
  const page = docsPageAt(pathPart);
  const target = page ? docsMarkdownPath(page) : pathPart;
  return `${publicUrl}${target}${hash === undefined ? '' : `#${hash}`}`;
}
