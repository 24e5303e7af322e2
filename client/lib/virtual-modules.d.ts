// The modules marketing-content-plugin.ts computes from content/marketing at build time.

declare module 'virtual:marketing-content/marketing-home-*' {
  import type { HomeContent } from '#content/marketing/marketing-content.ts';

  export const content: HomeContent;
}

declare module 'virtual:marketing-content/marketing-stories-*' {
  import type { StoriesContent } from '#content/marketing/marketing-content.ts';

  export const content: StoriesContent;
}
