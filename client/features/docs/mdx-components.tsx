import type { MDXComponents } from 'mdx/types';
import type { ComponentProps, ReactNode } from 'react';
import { CodeSampleHost } from '#client/components/code-sample/code-sample.tsx';
import { Link } from '#client/lib/navigation.tsx';

/**
 * How the docs' MDX renders (when the page is built: docs-page.tsx): headings carry a link to their own
 * anchor, site links are Links (with the culture's prefix), tables get Bootstrap's styles, and fenced code is a
 * <CodeSample> (see rehype-code-samples.ts) that code-sample-behaviour.ts brings to life in the browser.
 */
export const MDX_COMPONENTS: MDXComponents = {
  h2: (props) => <AnchoredHeading level={2} {...props} />,
  h3: (props) => <AnchoredHeading level={3} {...props} />,
  a: DocsLink,
  table: (props) => <table className="table table-sm docs-table" {...props} />,
  CodeSample: CodeSampleHost,
};

function AnchoredHeading({
  level,
  id,
  children,
}: {
  level: 2 | 3;
  id?: string | undefined;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  if (!id) return <Heading>{children}</Heading>;
  // tabIndex -1: a search result or a #link moves focus here, so reading goes on from the heading.
  return (
    <Heading id={id} tabIndex={-1} className="docs-heading">
      <a className="docs-heading-anchor" href={`#${id}`}>
        {children}
        <span className="docs-heading-mark" aria-hidden="true">
          #
        </span>
      </a>
    </Heading>
  );
}

function DocsLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
