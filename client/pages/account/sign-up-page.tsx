// Temporary: replaced by the issue that builds this page.
export function SignUpPage() {
  return (
    <section className="container py-5">
      <h1>SignUpPage</h1>
    </section>
  );
}
