import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServerI18n, translatorFor } from '#server/i18n.ts';
import type { EmailTemplate, RenderedTemplate } from '#server/mail/template.ts';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';

/**
 * `npm run mail:preview [folder]`: renders every template in server/mail/templates/ with its sample data, in
 * every culture, into mail-preview/ (git-ignored) as HTML files to open in a browser, each with its text twin,
 * plus an index.html listing them with their subjects and extra headers.
 */
export const TEMPLATES_DIR = path.join(import.meta.dirname, '..', 'mail', 'templates');
export const DEFAULT_PREVIEW_DIR = path.join(import.meta.dirname, '..', '..', 'mail-preview');

export async function loadTemplates(): Promise<EmailTemplate<unknown>[]> {
  const files = (await readdir(TEMPLATES_DIR))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const templates: EmailTemplate<unknown>[] = [];
  for (const file of files) {
    const module = (await import(path.join(TEMPLATES_DIR, file))) as Record<string, EmailTemplate<unknown>>;
    // Each file exports its template under its own name, ending in Template (server/mail/template.ts).
    const named = Object.keys(module).filter((name) => name.endsWith('Template'));
    const [only] = named;
    if (named.length !== 1 || !only) throw new Error(`${file} should export one …Template, not [${named}]`);
    templates.push(module[only] as EmailTemplate<unknown>);
  }
  return templates;
}

export interface PreviewEntry {
  template: string;
  culture: Culture;
  file: string;
  rendered: RenderedTemplate;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export async function writeMailPreview(outDir = DEFAULT_PREVIEW_DIR): Promise<PreviewEntry[]> {
  const i18n = await createServerI18n();
  const entries: PreviewEntry[] = [];
  await mkdir(outDir, { recursive: true });
  for (const template of await loadTemplates()) {
    for (const culture of SUPPORTED_CULTURES) {
      const rendered = template.render(translatorFor(i18n, culture), culture, template.sample);
      const file = `${template.name}.${culture}.html`;
      await writeFile(path.join(outDir, file), rendered.html);
      await writeFile(path.join(outDir, `${template.name}.${culture}.txt`), rendered.text);
      entries.push({ template: template.name, culture, file, rendered });
    }
  }
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.template)}</td><td>${e.culture}</td><td><a href="${e.file}">${escapeHtml(
          e.rendered.subject,
        )}</a></td><td><a href="${e.file.replace(/\.html$/, '.txt')}">text</a></td><td>${escapeHtml(
          Object.entries(e.rendered.headers ?? {})
            .map(([k, v]) => `${k}: ${v}`)
            .join('\n'),
        )}</td></tr>`,
    )
    .join('\n');
  await writeFile(
    path.join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>E-mail preview</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top}td:last-child{white-space:pre-wrap;font-size:.8rem}</style>
</head><body><h1>E-mail preview</h1><p>${entries.length} e-mails: every template, in every culture, with its sample data.</p>
<table><thead><tr><th>Template</th><th>Culture</th><th>Subject (HTML)</th><th>Text</th><th>Extra headers</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`,
  );
  return entries;
}

if (import.meta.main) {
  const outDir = path.resolve(process.argv[2] ?? DEFAULT_PREVIEW_DIR);
  const entries = await writeMailPreview(outDir);
  console.log(`${entries.length} e-mails written to ${path.join(outDir, 'index.html')}`);
}
