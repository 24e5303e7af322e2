import { type PageDescription, pageParts } from '#build/page-document.ts';

/** A rendered page's whole document, laid out as site/layouts/page-document.astro lays it out. */
export function pageHtml(rendered: string, page: PageDescription): string {
  const { title, head, body } = pageParts(rendered, page);
  return `<!doctype html><html lang="${page.culture}"><head><title>${title || 'FakeXrmEasy'}</title>${head}</head><body><div id="root">${body}</div></body></html>`;
}
