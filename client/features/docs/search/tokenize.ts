/**
 * How the docs search cuts text into terms, the same when the index is built and when a visitor types
 * (docs/product.md, Layout and pages: Documentation). Developers write an API name in several ways:
 * "RetrieveMultiple", "retrievemultiple", "retrieve multiple". So an identifier is indexed whole and also as
 * its words, split where the case changes and around digits, all lower-cased; each way of typing it then
 * meets one of its terms.
 */

/** Spaces, punctuation and symbols ("service.RetrieveMultiple(query)", "IEnumerable<Entity>") part terms. */
const SEPARATORS = /[\s\p{Z}\p{P}\p{S}]+/u;

/**
 * The words of an identifier: a capitalised word ("Retrieve"), a run of capitals before one ("XML" in
 * "XMLReader", "I" in "IOrganizationService"), a run of capitals at the end ("ID"), lower-case letters,
 * digits, and any other letters (scripts without case).
 */
const WORDS = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{M}]+|\p{Lu}+|\p{N}+|[\p{L}\p{M}]+/gu;

/** The text's terms before processing: what lies between separators. */
export function tokenize(text: string): string[] {
  return text.split(SEPARATORS).filter((token) => token.length > 0);
}

/** A term's words, lower-cased: "XrmFakedContext" → "xrm", "faked", "context". */
export function wordsOf(term: string): string[] {
  const words = term.match(WORDS)?.map((word) => word.toLowerCase()) ?? [];
  return words.length > 0 ? words : [term.toLowerCase()];
}

/**
 * A term as indexed: lower-cased whole, and its words when it has more than one. A search looks for the
 * words, and for the words joined (search-engine.ts): either way of typing meets a term of the index.
 */
export function processTerm(term: string): string[] {
  const whole = term.toLowerCase();
  const words = wordsOf(term);
  return words.length < 2 ? [whole] : [...new Set([whole, ...words])];
}
