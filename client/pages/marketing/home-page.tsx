// Temporary: replaced by the issue that builds this page.
export function HomePage() {
  return (
    <section className="container py-5">
      <h1>HomePage</h1>
    </section>
  );
}
