import type { ReactNode } from 'react';
import { useIsHydrated } from '#client/lib/use-is-hydrated.ts';

/**
 * A form's fields and its submit button, disabled until the page has hydrated (useIsHydrated says why). It wraps
 * every field, not only the button: typed into the prerendered page, a value would be reset by hydration.
 * A fieldset is a group, and a group needs a name: the legend names the form (its visible title) for a screen
 * reader that lands straight on a field, where the title above it is out of sight (WCAG technique H71).
 */
export function HydratedFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return (
    <fieldset disabled={!isHydrated}>
      <legend className="visually-hidden">{legend}</legend>
      {children}
    </fieldset>
  );
}
