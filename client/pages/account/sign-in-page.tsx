// Temporary: replaced by the issue that builds this page.
export function SignInPage() {
  return (
    <section className="container py-5">
      <h1>SignInPage</h1>
    </section>
  );
}
