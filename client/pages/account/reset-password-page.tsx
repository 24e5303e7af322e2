// Temporary: replaced by the issue that builds this page.
export function ResetPasswordPage() {
  return (
    <section className="container py-5">
      <h1>ResetPasswordPage</h1>
    </section>
  );
}
