/**
 * Focuses a form's field by name: when one step of a form replaces another (the password and the code steps of
 * sign-in), the new step's field takes the focus the old one held.
 */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
