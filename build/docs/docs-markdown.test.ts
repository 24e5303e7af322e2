import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXTERNAL_LINKS } from '#shared/app-settings.ts';
import { DOCS_PAGES, type DocsPage, docsMarkdownPath } from '#shared/paths.ts';
import {
  DEPRECATION_NOTE,
  docsMarkdownFiles,
  docsPageMarkdown,
  llmsFullTxt,
  llmsTxt,
} from './docs-markdown.ts';
import { type DocsPageSource, readDocsPage, readDocsPages } from './read-docs.ts';

const CONTENT_DIR = path.join(import.meta.dirname, '..', '..', 'content', 'docs');
const PUBLIC_URL = 'https://fakexrmeasy.example';

/** Every fenced sample of a page, as its MDX file has it: what the page types out and copies. */
function samplesOf(page: DocsPage): { language: string; code: string }[] {
  const mdx = readFileSync(path.join(CONTENT_DIR, `${page}.mdx`), 'utf8');
  return [...mdx.matchAll(/^```(\w*)\n([\s\S]*?)\n```$/gm)].map((m) => ({
    language: m[1] ?? '',
    code: m[2] ?? '',
  }));
}

/** The Markdown's prose: fenced blocks and inline code spans taken out, where < and { are C# and XML. */
function proseOf(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
}

let sources: DocsPageSource[];
let twins: Map<DocsPage, string>;
beforeAll(async () => {
  sources = await readDocsPages(CONTENT_DIR);
  twins = new Map(sources.map((s) => [s.page, docsPageMarkdown(s, PUBLIC_URL)]));
});

describe('the Markdown twin of a docs page', () => {
  test.each(DOCS_PAGES)(
    '%s starts with its title, then says it is the deprecated 1.x and where the current docs are',
    (page) => {
      const source = sources.find((s) => s.page === page) as DocsPageSource;
      const lines = (twins.get(page) as string).split('\n');
      expect(lines[0]).toBe(`# ${source.title}`);
      expect(lines[1]).toBe('');
      expect(lines[2]).toBe(DEPRECATION_NOTE);
      expect(DEPRECATION_NOTE).toContain('FakeXrmEasy 1.x, which is deprecated');
      expect(DEPRECATION_NOTE).toContain(`](${EXTERNAL_LINKS.docs})`);
      expect(lines[4]).toBe(source.description);
    },
  );

  test.each(DOCS_PAGES)(
    '%s: every code sample of the page appears whole, fenced with its language',
    (page) => {
      const twin = twins.get(page) as string;
      const samples = samplesOf(page);
      expect(samples.length).toBeGreaterThan(0);
      for (const { language, code } of samples) {
        expect(['csharp', 'powershell', 'xml']).toContain(language);
        expect(twin).toContain(`\n\`\`\`${language}\n${code}\n\`\`\`\n`);
      }
      // No other fence: the twin's samples are the page's, one for one.
      expect(twin.match(/^```\w+$/gm)).toHaveLength(samples.length);
    },
  );

  test.each(DOCS_PAGES)(
    '%s: no JSX, HTML, MDX or front matter is left, and no Markdown is escaped',
    (page) => {
      const twin = twins.get(page) as string;
      const prose = proseOf(twin);
      expect(prose).not.toMatch(/<\/?[A-Za-z][^>]*>/);
      expect(prose).not.toMatch(/[{}]/);
      expect(twin).not.toMatch(/^(?:import|export) /m);
      expect(twin).not.toMatch(/^title: /m);
      expect(twin).not.toContain('\n---\n');
      expect(prose).not.toMatch(/\\[\\`*_{}[\]<>()#+\-.!|]/);
    },
  );

  test.each(DOCS_PAGES)(
    "%s: the words are the page's, from its first paragraph to its last heading",
    (page) => {
      const twin = twins.get(page) as string;
      const source = sources.find((s) => s.page === page) as DocsPageSource;
      for (const section of source.sections.slice(1))
        expect(twin).toMatch(new RegExp(`^#{2,3} ${escapeRegExp(section.heading)}$`, 'm'));
      // Each section's words, as the search index has them from the page's HTML, begin the same in the twin.
      const twinText = plainTextOf(twin);
      for (const section of source.sections) {
        const firstWords = plainTextOf(section.text).split(' ').slice(0, 6).join(' ');
        expect(twinText).toContain(firstWords);
      }
    },
  );

  test('site links are absolute: a docs page to its twin, keeping the heading, anything else to its page', () => {
    const all = [...twins.values()].join('\n');
    expect(all).not.toMatch(/\]\(\//);
    expect(twins.get('your-first-test')).toContain(
      `[Installation](${PUBLIC_URL}/get-started/installation.md)`,
    );
    expect(twins.get('overview')).toContain(
      `(${PUBLIC_URL}/get-started/installation.md#obsolete-warnings-in-158)`,
    );
    const links = [...all.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1] as string);
    for (const link of links.filter((l) => l.startsWith(`${PUBLIC_URL}/get-started/`))) {
      expect(link).toMatch(/^https:\/\/fakexrmeasy\.example\/get-started\/[a-z-]+\.md(#[a-z0-9-]+)?$/);
    }
  });
});

describe('MDX beyond Markdown', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fxe-docs-markdown-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const twinOf = async (body: string) => {
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, `---\ntitle: A page\ndescription: What it says.\n---\n\n${body}\n`);
    return docsPageMarkdown(await readDocsPage(file, 'overview'), PUBLIC_URL);
  };

  test('a component becomes the Markdown it wraps; imports and exports go', async () => {
    const twin = await twinOf(
      [
        "import { Note } from './note.tsx';",
        '',
        'export const meta = 1;',
        '',
        '<Note>',
        '  Run **every** test with [the guide](/get-started/plugins#setup).',
        '</Note>',
        '',
        'Press <Kbd>Ctrl</Kbd> and see the [pricing](/pricing).',
      ].join('\n'),
    );
    expect(twin).toContain(
      `Run **every** test with [the guide](${PUBLIC_URL}/get-started/plugins.md#setup).`,
    );
    expect(twin).toContain(`Press Ctrl and see the [pricing](${PUBLIC_URL}/pricing).`);
    expect(twin).not.toMatch(/Note|Kbd|import|export/);
  });

  test('an {expression}, which has no Markdown form, stops the build', async () => {
    await expect(twinOf('Version {1 + 1}.')).rejects.toThrow('an {expression} has no Markdown form');
  });
});

describe('llms.txt', () => {
  const text = () => llmsTxt(sources, PUBLIC_URL);

  test("is in llmstxt.org's shape: an H1, a blockquote, notes without headings, then H2 lists of links", () => {
    const blocks = text().trimEnd().split('\n\n');
    expect(blocks[0]).toBe('# FakeXrmEasy');
    expect(blocks[1]).toMatch(/^> .+$/);
    expect(blocks[2]).not.toMatch(/^#/m);
    const rest = blocks.slice(3);
    for (let i = 0; i < rest.length; i += 2) {
      expect(rest[i]).toMatch(/^## [^\n]+$/);
      for (const line of (rest[i + 1] as string).split('\n'))
        expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/[^)]+\): \S.*$/);
    }
    expect(rest.filter((b) => b.startsWith('## ')).at(-1)).toBe('## Optional');
  });

  test('says what FakeXrmEasy is, that the pages are the deprecated 1.x, and where the current docs are', () => {
    const summary = text().split('\n\n')[1] as string;
    expect(summary).toContain('FakeXrmEasy is a .NET library');
    expect(summary).toContain('FakeXrmEasy 1.x, which is deprecated');
    expect(summary).toContain(EXTERNAL_LINKS.docs);
    expect(text()).toContain(`- [FakeXrmEasy documentation](${EXTERNAL_LINKS.docs}): `);
  });

  test("links every docs page's twin with its description, in reading order, and pricing and licensing", () => {
    const linked = [
      ...text().matchAll(/\]\((https:\/\/fakexrmeasy\.example\/get-started\/[^)]+)\): (.+)$/gm),
    ];
    expect(linked.map((m) => m[1])).toEqual(DOCS_PAGES.map((p) => `${PUBLIC_URL}${docsMarkdownPath(p)}`));
    expect(linked.map((m) => m[2])).toEqual(sources.map((s) => s.description));
    expect(text()).toContain(`(${PUBLIC_URL}/pricing): `);
    expect(text()).toContain(`(${PUBLIC_URL}/licensing): `);
    expect(text()).toContain(`(${PUBLIC_URL}/llms-full.txt): `);
  });
});

describe('llms-full.txt', () => {
  test('holds every twin, whole, in reading order', () => {
    const full = llmsFullTxt(sources, PUBLIC_URL);
    expect(full.startsWith('# FakeXrmEasy 1.x getting started (deprecated)\n\n> ')).toBe(true);
    let from = 0;
    for (const page of DOCS_PAGES) {
      const at = full.indexOf(twins.get(page) as string, from);
      expect(at, page).toBeGreaterThan(from);
      from = at;
    }
  });

  test('the build writes each twin at its page URL plus .md, and the two llms files', () => {
    expect([...docsMarkdownFiles(sources, PUBLIC_URL).keys()]).toEqual([
      ...DOCS_PAGES.map((p) => `/get-started/${p}.md`),
      '/llms.txt',
      '/llms-full.txt',
    ]);
  });
});

/** Markdown as words: no code blocks, link targets, emphasis, heading, list or table marks. */
function plainTextOf(markdown: string): string {
  return markdown
    .replace(/^```[\s\S]*?^```$/gm, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^(?:#+ |- |> )/gm, '')
    .replace(/[`*_|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
