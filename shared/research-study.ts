/**
 * Where the research study's claims (191 %, 33 %) are explained: its methodology section ("How the figures were
 * calculated, in plain words") is on this page of server/assets/fakexrmeasy-research-study.pdf. The study itself
 * is e-mailed (a signed link, docs/product.md), so the build publishes that page alone as a small public PDF
 * (build/research-study-methodology.ts) that the claims link to. Replacing the study: check this page number.
 */
export const RESEARCH_STUDY_METHODOLOGY_PAGE = 2;
export const RESEARCH_STUDY_METHODOLOGY_PATH = '/files/fakexrmeasy-research-study-methodology.pdf';
