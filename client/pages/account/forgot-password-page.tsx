// Temporary: replaced by the issue that builds this page.
export function ForgotPasswordPage() {
  return (
    <section className="container py-5">
      <h1>ForgotPasswordPage</h1>
    </section>
  );
}
