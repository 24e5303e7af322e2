// Temporary: replaced by the issue that builds this page.
export function PricingPage() {
  return (
    <section className="container py-5">
      <h1>PricingPage</h1>
    </section>
  );
}
