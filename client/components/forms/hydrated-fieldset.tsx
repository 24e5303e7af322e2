import type { ReactNode } from 'react';
import { useIsHydrated } from '#client/lib/use-is-hydrated.ts';

/**
 * A form's fields and its submit button, disabled until the page has hydrated (useIsHydrated says why). It wraps
 * every field, not only the button: typed into the prerendered page, a value would be reset by hydration.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return <fieldset disabled={!isHydrated}>{children}</fieldset>;
}
