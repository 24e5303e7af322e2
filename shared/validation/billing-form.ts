// What the billing form needs without zod (see contact-form.ts); billing.ts imports it.

/** Spain: the one country whose billing address needs a CIF (docs/product.md, Forms). */
export const SPAIN = 'ESP';
