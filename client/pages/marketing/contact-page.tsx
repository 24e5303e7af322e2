// Temporary: replaced by the issue that builds this page.
export function ContactPage() {
  return (
    <section className="container py-5">
      <h1>ContactPage</h1>
    </section>
  );
}
