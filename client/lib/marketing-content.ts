import type {
  HomeContent,
  MarketingContentPart,
  StoriesContent,
} from '#content/marketing/marketing-content.ts';
import { useCatalogue } from './i18n/react.tsx';

/**
 * The marketing content (content/marketing/) travels like a catalogue: each part is a namespace of the
 * catalogue store, one module per culture (build/marketing-content-plugin.ts), which the build's renderer
 * bundles (entry-server.tsx). Only static pages show it (the home page, customer stories), so it is never in
 * the browser's code.
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
