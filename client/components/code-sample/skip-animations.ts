import { useSyncExternalStore } from 'react';
import { isSkippingAnimations, subscribeSkipAnimations } from './skip-animations-store.ts';

export { setSkipAnimations } from './skip-animations-store.ts';

/**
 * Whether the visitor chose "Skip all animations" (docs/product.md, Layout and pages: Documentation). False in
 * the prerendered page and during hydration, so the server's HTML and the first render agree.
 */
export function useSkipAnimations(): boolean {
  return useSyncExternalStore(subscribeSkipAnimations, isSkippingAnimations, () => false);
}
