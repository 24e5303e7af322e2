// What the billing form needs without zod (see contact-form.ts); organisation.ts imports it.

/** Spain: the one country whose organisations give a CIF (docs/product.md, Forms). */
export const SPAIN = 'ESP';
