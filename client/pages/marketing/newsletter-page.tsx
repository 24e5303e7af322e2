// Temporary: replaced by the issue that builds this page.
export function NewsletterPage() {
  return (
    <section className="container py-5">
      <h1>NewsletterPage</h1>
    </section>
  );
}
