// Temporary: replaced by the issue that builds this page.
export function CustomerStoriesPage() {
  return (
    <section className="container py-5">
      <h1>CustomerStoriesPage</h1>
    </section>
  );
}
