// Temporary: replaced by the issue that builds this page.
export function CookiesPolicyPage() {
  return (
    <section className="container py-5">
      <h1>CookiesPolicyPage</h1>
    </section>
  );
}
