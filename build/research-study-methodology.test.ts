import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';
import { expect, test } from 'vitest';
import { RESEARCH_STUDY_METHODOLOGY_PAGE } from '#shared/research-study.ts';
import { methodologyExcerpt, RESEARCH_STUDY_PDF } from './research-study-methodology.ts';

const HEADING = 'How the figures were calculated';

/** Whether a page draws a text: pdf-lib writes the standard fonts' text as hex strings in deflated streams. */
async function pagesDrawing(pdf: Uint8Array, text: string): Promise<number[]> {
  const doc = await PDFDocument.load(pdf);
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
  return doc.getPages().flatMap((page, index) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const drawn = streams
      .map((stream) => {
        const bytes = (stream as PDFRawStream).getContents();
        try {
          return inflateSync(bytes).toString('latin1');
        } catch {
          return Buffer.from(bytes).toString('latin1');
        }
      })
      .join('')
      .toUpperCase();
    return drawn.includes(hex) ? [index + 1] : [];
  });
}

test('the claims link to the page of the study that explains how its figures were calculated', async () => {
  expect(await pagesDrawing(readFileSync(RESEARCH_STUDY_PDF), HEADING)).toEqual([
    RESEARCH_STUDY_METHODOLOGY_PAGE,
  ]);
});

test('the public excerpt is that page alone, titled as the study’s methodology', async () => {
  const excerpt = await methodologyExcerpt(readFileSync(RESEARCH_STUDY_PDF));
  expect(await pagesDrawing(excerpt, HEADING)).toEqual([1]);
  const doc = await PDFDocument.load(excerpt);
  expect(doc.getPageCount()).toBe(1);
  expect(doc.getTitle()).toMatch(/how the figures were calculated$/);
});
