import { CONTENT_NAMESPACES, type ContentNamespace } from '#client/lib/marketing-content.ts';
import type { MarketingContentByPart, MarketingContentPart } from '#content/marketing/marketing-content.ts';
import type { Culture } from '#shared/cultures.ts';
import type { Catalogue } from './translate.ts';

type Loader<T> = () => Promise<{ content: T }>;

// One import per module, written out so the bundler makes each its own chunk
// (build/marketing-content-plugin.ts computes them from content/marketing/).
const MODULES: { [P in MarketingContentPart]: Record<Culture, Loader<MarketingContentByPart[P]>> } = {
  home: {
    'en-GB': () => import('virtual:marketing-content/marketing-home-en-GB'),
    'es-ES': () => import('virtual:marketing-content/marketing-home-es-ES'),
    'ca-ES': () => import('virtual:marketing-content/marketing-home-ca-ES'),
  },
  stories: {
    'en-GB': () => import('virtual:marketing-content/marketing-stories-en-GB'),
    'es-ES': () => import('virtual:marketing-content/marketing-stories-es-ES'),
    'ca-ES': () => import('virtual:marketing-content/marketing-stories-ca-ES'),
  },
};

/** Loads one content namespace in one culture. */
export async function loadContent(culture: Culture, namespace: ContentNamespace): Promise<Catalogue> {
  const part = (Object.keys(CONTENT_NAMESPACES) as MarketingContentPart[]).find(
    (p) => CONTENT_NAMESPACES[p] === namespace,
  ) as MarketingContentPart;
  return (await MODULES[part][culture]()).content as unknown as Catalogue;
}
