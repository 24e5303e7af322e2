import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { RESEARCH_STUDY_METHODOLOGY_PAGE, RESEARCH_STUDY_METHODOLOGY_PATH } from '#shared/research-study.ts';

// From the repository's root, where every build runs.
export const RESEARCH_STUDY_PDF = path.resolve('server', 'assets', 'fakexrmeasy-research-study.pdf');

/** The study's methodology page on its own, as a PDF of one page with the study's title and language. */
export async function methodologyExcerpt(study: Uint8Array): Promise<Uint8Array> {
  const source = await PDFDocument.load(study);
  const excerpt = await PDFDocument.create();
  const [page] = await excerpt.copyPages(source, [RESEARCH_STUDY_METHODOLOGY_PAGE - 1]);
  if (!page) throw new Error(`The research study has no page ${RESEARCH_STUDY_METHODOLOGY_PAGE}`);
  excerpt.addPage(page);
  excerpt.setTitle(`${source.getTitle() ?? 'FakeXrmEasy research study'}: how the figures were calculated`, {
    showInWindowTitleBar: true,
  });
  excerpt.setAuthor(source.getAuthor() ?? 'DynamicsValue');
  excerpt.setLanguage('en-GB');
  const date = source.getCreationDate();
  if (date) {
    excerpt.setCreationDate(date);
    excerpt.setModificationDate(date);
  }
  return excerpt.save();
}

/**
 * Publishes the methodology page of the e-mailed study at RESEARCH_STUDY_METHODOLOGY_PATH, so that anyone
 * who reads the claims can check how they were made without giving an e-mail address first.
 */
export async function writeResearchStudyMethodology(outDir: string): Promise<void> {
  const file = path.join(outDir, RESEARCH_STUDY_METHODOLOGY_PATH.slice(1));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await methodologyExcerpt(readFileSync(RESEARCH_STUDY_PDF)));
}
