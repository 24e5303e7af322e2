// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileAsync, compileStringAsync, type StringOptions } from 'sass-embedded';
import { describe, expect, it } from 'vitest';

/**
 * main.scss takes from Bootstrap only the classes the markup uses (its utilities, grid columns and colour
 * variants are lists). This guard fails when the markup names a Bootstrap class that the site's stylesheet
 * does not have, so a new class cannot silently lose its styles.
 */
const ROOT = path.join(import.meta.dirname, '..', '..');
const SASS: StringOptions<'async'> = {
  loadPaths: [path.join(ROOT, 'node_modules')],
  style: 'compressed',
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
};

// Class names made at run time, which no string in a class expression spells out whole.
const RUNTIME_CLASSES = [
  // The server-error modal's `fade modal${show}`
  'show',
  // DisclosureMenu's `dropdown-menu-${align}`
  'dropdown-menu-start',
  'dropdown-menu-end',
];

// Class names that are state markers where the markup uses them, which Bootstrap styles only elsewhere: the
// burger's `collapsed` (site-navbar.tsx, site-navbar-behaviour.ts), which Bootstrap styles on an accordion only.
const MARKERS = ['collapsed'];

function classesIn(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string));
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['build', 'test', 'public', 'styles'].includes(entry.name)) yield* sourceFiles(full);
    } else if (/\.(tsx?|mdx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield full;
    }
  }
}

/** The text of the class expression starting at `start`: a quoted string, a balanced {…} or (…), or the line. */
function expressionAt(source: string, start: number): string {
  const first = source[start];
  if (first === '"' || first === "'" || first === '`')
    return source.slice(start, source.indexOf(first, start + 1) + 1);
  if (first !== '{' && first !== '(') return source.slice(start, source.indexOf('\n', start));
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    if (source[i] === '{' || source[i] === '(') depth++;
    else if (source[i] === '}' || source[i] === ')') depth--;
    if (depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

/**
 * The words of the strings in class expressions (`className="…"`, `className={…}`, `className: …`,
 * `className = …`, `classList.add(…)`) in the client's code and the docs: every class name the markup uses.
 */
function markupClassNames(): Set<string> {
  const names = new Set<string>(RUNTIME_CLASSES);
  for (const file of [
    ...sourceFiles(path.join(ROOT, 'client')),
    ...sourceFiles(path.join(ROOT, 'content')),
  ]) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bclass(?:Name|List\.\w+)?\s*(?:=\s*|:\s*|(?=\())/g)) {
      const expression = expressionAt(source, (match.index ?? 0) + match[0].length);
      for (const literal of expression.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
        const text = (literal[1] ?? literal[2] ?? literal[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
        for (const word of text.split(/\s+/)) if (/^[a-z][a-z0-9-]*$/.test(word)) names.add(word);
      }
    }
  }
  return names;
}

describe('the Bootstrap subset of main.scss', () => {
  it('has every Bootstrap class the markup names', { timeout: 60_000 }, async () => {
    const [bootstrap, site] = await Promise.all([
      compileStringAsync('@import "bootstrap/scss/bootstrap";', SASS),
      compileAsync(path.join(import.meta.dirname, 'main.scss'), SASS),
    ]);
    const bootstrapClasses = classesIn(bootstrap.css);
    const siteClasses = classesIn(site.css);
    const missing = [...markupClassNames()].filter(
      (word) => bootstrapClasses.has(word) && !siteClasses.has(word) && !MARKERS.includes(word),
    );
    expect(missing).toEqual([]);
  });
});

/**
 * Chromium builds a whole SVG document for each SVG data-URI image while it styles the page, inside the first
 * long task (docs/decisions/0019). main.scss draws Bootstrap's resting-state images (the navbar toggler's bars,
 * the select's arrow, the switch's knob) without them; the SVGs it keeps appear only after an interaction: a
 * ticked box, a field marked invalid, the server-error modal's close button.
 */
const SVG_AFTER_INTERACTION = /:checked|:indeterminate|:invalid|\.is-invalid|^\.btn-close$/;

describe('the SVG images of main.scss', () => {
  it('are only on states that follow an interaction', { timeout: 60_000 }, async () => {
    const { css } = await compileAsync(path.join(import.meta.dirname, 'main.scss'), SASS);
    const selectors = [...css.matchAll(/([^{}]+)\{[^{}]*data:image\/svg[^{}]*\}/g)].flatMap((rule) =>
      (rule[1] as string).split(','),
    );
    expect(selectors).toContain('.btn-close');
    expect(selectors.filter((selector) => !SVG_AFTER_INTERACTION.test(selector.trim()))).toEqual([]);
  });
});
