import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { loadTemplates, writeMailPreview } from './mail-preview.ts';

const outDir = mkdtempSync(path.join(tmpdir(), 'fxe-mail-preview-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test('every template renders in every culture into the preview folder, with an index', async () => {
  const templates = await loadTemplates();
  expect(templates.map((t) => t.name)).toEqual(
    expect.arrayContaining([
      'contact-acknowledgement',
      'contact-notification',
      'newsletter-already-subscribed',
      'newsletter-confirmation',
      'order-notification',
      'order-placed',
      'quote-acknowledgement',
      'quote-notification',
      'white-paper-download',
    ]),
  );
  const entries = await writeMailPreview(outDir);
  expect(entries).toHaveLength(templates.length * SUPPORTED_CULTURES.length);
  const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  for (const entry of entries) {
    expect(existsSync(path.join(outDir, entry.file))).toBe(true);
    expect(index).toContain(`href="${entry.file}"`);
    const html = readFileSync(path.join(outDir, entry.file), 'utf8');
    expect(html).toContain(`<html lang="${entry.culture}">`);
    // A missing catalogue key would show up as its own name.
    for (const text of [entry.rendered.subject, entry.rendered.text, html])
      expect(text, `${entry.template} ${entry.culture}`).not.toMatch(
        /\bemail:|\{\{|\b[a-z]+[A-Z]\w*\.[a-z]\w*\b(?!\.)/,
      );
    expect(entry.rendered.subject.trim()).not.toBe('');
  }
});

test('the cultures really differ: each template speaks the recipient language', async () => {
  const entries = await writeMailPreview(outDir);
  const subjects = (template: string) =>
    entries.filter((e) => e.template === template).map((e) => e.rendered.subject);
  expect(new Set(subjects('newsletter-confirmation')).size).toBe(3);
  expect(new Set(subjects('white-paper-download')).size).toBe(3);
});
