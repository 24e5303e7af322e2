// Temporary: replaced by the issue that builds this page.
export function BillingPage() {
  return (
    <section className="container py-5">
      <h1>BillingPage</h1>
    </section>
  );
}
