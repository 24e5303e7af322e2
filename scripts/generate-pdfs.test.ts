import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from 'vitest';
import { buildResearchStudy, RESEARCH_STUDY_PDF, SECURITY_POLICY_PDF } from './generate-pdfs.ts';

test.each([
  [RESEARCH_STUDY_PDF, 'FakeXrmEasy research study'],
  [SECURITY_POLICY_PDF, 'Information Security Policy'],
])('%s is a readable PDF with a title and pages', async (file, title) => {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThan(0);
  // The business may replace a file with its own: only the shipped versions carry these exact titles.
  if (pdf.getCreator()?.includes('generate-pdfs')) expect(pdf.getTitle()).toBe(title);
});

test('the generator is deterministic, so regenerating changes nothing unless the text does', async () => {
  const [first, second] = [await buildResearchStudy(), await buildResearchStudy()];
  expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
});
