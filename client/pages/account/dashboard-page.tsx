// Temporary: replaced by the issue that builds this page.
export function DashboardPage() {
  return (
    <section className="container py-5">
      <h1>DashboardPage</h1>
    </section>
  );
}
