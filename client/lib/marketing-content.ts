import type {
  HomeContent,
  MarketingContentPart,
  StoriesContent,
} from '#content/marketing/marketing-content.ts';
import { useCatalogue } from './i18n/react.tsx';

/**
 * The marketing content (content/marketing/) travels like a catalogue: each part is a namespace of the
 * catalogue store, one small module per culture (i18n/content-modules.ts), loaded before hydration when a
 * prerendered page names it, and loaded in the new culture before a culture switch shows it.
 */
export const CONTENT_NAMESPACES = {
  home: 'marketing-home',
  stories: 'marketing-stories',
} as const satisfies Record<MarketingContentPart, string>;
export type ContentNamespace = (typeof CONTENT_NAMESPACES)[MarketingContentPart];

export function isContentNamespace(namespace: string): namespace is ContentNamespace {
  return (Object.values(CONTENT_NAMESPACES) as string[]).includes(namespace);
}

/** The home page's testimonials, story summaries and community posts, in the current culture. */
export function useHomeContent(): HomeContent {
  return useCatalogue(CONTENT_NAMESPACES.home) as unknown as HomeContent;
}

/** The full customer stories, in the current culture. */
export function useStoriesContent(): StoriesContent {
  return useCatalogue(CONTENT_NAMESPACES.stories) as unknown as StoriesContent;
}
