// Temporary: replaced by the issue that builds this page.
export function WhitePaperPage() {
  return (
    <section className="container py-5">
      <h1>WhitePaperPage</h1>
    </section>
  );
}
