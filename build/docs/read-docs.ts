import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Element, ElementContent, Root } from 'hast';
import type { Root as MdastRoot, Yaml } from 'mdast';
import { parse as parseYaml } from 'yaml';
import { DOCS_PAGES, type DocsPage } from '#shared/paths.ts';
import { DOCS_REHYPE_PLUGINS, DOCS_REMARK_PLUGINS } from './mdx-options.ts';

export interface DocsFrontMatter {
  title: string;
  description: string;
}

/** A stretch of a page under one heading; the part before the first heading has no anchor. */
export interface DocsSection {
  anchor: string;
  heading: string;
  /** The heading's level; the part before the first heading has none. */
  level?: 2 | 3;
  text: string;
  code: string;
}

export interface DocsPageSource extends DocsFrontMatter {
  page: DocsPage;
  sections: DocsSection[];
  /** The page's Markdown tree as MDX parsed it (front matter included), for its Markdown twin (docs-markdown.ts). */
  markdown: MdastRoot;
}

export function docsFile(contentDir: string, page: DocsPage): string {
  return path.join(contentDir, `${page}.mdx`);
}

/** Every docs page, in reading order, with its front matter and its sections (build time, Node). */
export async function readDocsPages(contentDir: string): Promise<DocsPageSource[]> {
  return Promise.all(DOCS_PAGES.map((page) => readDocsPage(docsFile(contentDir, page), page)));
}

export async function readDocsPage(file: string, page: DocsPage): Promise<DocsPageSource> {
  const value = await readFile(file, 'utf8');
  const captured: { frontMatter?: Yaml; markdown?: MdastRoot; tree?: Root } = {};
  // The same remark and rehype plugins as the page's own compilation, so the anchors are the same ids.
  const processor = createProcessor({
    remarkPlugins: [
      ...DOCS_REMARK_PLUGINS,
      () => (tree: MdastRoot) => {
        captured.frontMatter = tree.children.find((node): node is Yaml => node.type === 'yaml');
        captured.markdown = structuredClone(tree);
      },
    ],
    rehypePlugins: [
      ...DOCS_REHYPE_PLUGINS,
      () => (tree: Root) => {
        captured.tree = structuredClone(tree);
      },
    ],
  });
  await processor.process({ path: file, value });
  if (!captured.tree || !captured.markdown) throw new Error(`${file}: could not be compiled`);
  const frontMatter = readFrontMatter(captured.frontMatter, file);
  return {
    page,
    ...frontMatter,
    sections: splitIntoSections(captured.tree, frontMatter.title),
    markdown: captured.markdown,
  };
}

function readFrontMatter(yaml: Yaml | undefined, file: string): DocsFrontMatter {
  const data: unknown = yaml ? parseYaml(yaml.value) : undefined;
  const { title, description } = (data ?? {}) as Partial<Record<keyof DocsFrontMatter, unknown>>;
  if (typeof title !== 'string' || !title.trim() || typeof description !== 'string' || !description.trim()) {
    throw new Error(`${file}: the front matter needs a title and a description`);
  }
  return { title: title.trim(), description: description.trim() };
}

function splitIntoSections(tree: Root, pageTitle: string): DocsSection[] {
  const sections: DocsSection[] = [{ anchor: '', heading: pageTitle, text: '', code: '' }];
  for (const node of tree.children) {
    if (node.type !== 'element') continue;
    const current = sections.at(-1) as DocsSection;
    if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
      const level = node.tagName === 'h3' ? 3 : 2;
      sections.push({ anchor: node.properties.id, heading: textOf(node).trim(), level, text: '', code: '' });
    } else if (node.tagName === 'pre') {
      current.code += `${textOf(node)}\n`;
    } else {
      current.text += `${textOf(node)} `;
    }
  }
  return sections
    .map((s) => ({ ...s, text: collapse(s.text), code: s.code.trim() }))
    .filter((s) => s.anchor || s.text || s.code);
}

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join(node.tagName === 'tr' ? ' ' : '');
  return '';
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
