/**
 * A form that sets a new password (sign-up, reset, change) loads the common-password list with its schema, on the
 * visitor's first use of the form, never with the page: the list is about 210 KB compressed. Should it fail to
 * load (offline, or a deployment has replaced it), the form validates without it and the server, which always
 * checks, answers with the same message (shared/validation/common-passwords.ts).
 */
export function loadNewPasswordSchema<T>(loadSchema: () => Promise<T>): Promise<T> {
  const list = import('#shared/validation/common-passwords.ts').catch(() => undefined);
  return Promise.all([loadSchema(), list]).then(([schema]) => schema);
}
