// The home page's code samples are MDX files (content/home/), compiled by the docs' MDX pipeline.
declare module '#content/home/*.mdx' {
  import type { MDXContent } from 'mdx/types';

  const Content: MDXContent;
  // biome-ignore lint/style/noDefaultExport: MDX compiles each file to a default export.
  export default Content;
}
