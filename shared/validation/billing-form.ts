// What the billing form needs without zod (see contact-form.ts); billing.ts re-exports it.

/** Spain: the one country whose billing address needs a CIF (spec §5). */
export const SPAIN = 'ESP';
