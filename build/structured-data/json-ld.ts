/** The vocabulary every JSON-LD object on the site uses. */
export const SCHEMA_ORG = 'https://schema.org';

/** One schema.org node: its type and its properties, plain JSON. */
export type JsonLdNode = { '@type': string } & { readonly [property: string]: unknown };
