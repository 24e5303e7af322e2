import type { DocsPage as DocsPageName } from '#shared/routes.ts';

// Temporary: replaced by the docs issue.
export function DocsPage({ page }: { page: DocsPageName }) {
  return (
    <section className="container py-5">
      <h1>{page}</h1>
    </section>
  );
}
