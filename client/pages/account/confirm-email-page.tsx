// Temporary: replaced by the issue that builds this page.
export function ConfirmEmailPage() {
  return (
    <section className="container py-5">
      <h1>ConfirmEmailPage</h1>
    </section>
  );
}
