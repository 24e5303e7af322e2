/**
 * Validation messages travel as catalogue keys of the `validation` namespace, so one schema serves the
 * form (translated in the browser) and the API (translated into the caller's X-APP-CULTURE).
 * A label parameter rides along after a "?" ("generic.mandatory?label=labels.city").
 */
export function validationMessage(key: string, label?: string): string {
  return label ? `${key}?label=${label}` : key;
}

/** Turns a message produced by validationMessage into text in t's culture. */
// Any i18next t function, whatever namespace it is bound to (keys here are always prefixed).
// biome-ignore lint/suspicious/noExplicitAny: TFunction overloads are not assignable to one another.
type AnyTranslate = (...args: any[]) => unknown;

export function translateValidationMessage(t: AnyTranslate, message: string): string {
  const [key = '', query] = message.split('?', 2);
  const label = query?.startsWith('label=') ? query.slice('label='.length) : undefined;
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return label
    ? translate(`validation:${key}`, { label: translate(`validation:${label}`) })
    : translate(`validation:${key}`);
}
