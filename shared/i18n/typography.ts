/**
 * Catalan typography (docs/product.md, Writing): the apostrophe is the typographic ’ (l’estudi), never the
 * straight ' of a keyboard. The words that break the rule in a text, for tests to name them.
 */
export function straightApostrophes(text: string): string[] {
  return [...text.matchAll(/\p{L}+'\p{L}+/gu)].map((match) => match[0]);
}
