// Temporary: replaced by the issue that builds this page.
export function PrivacyPolicyPage() {
  return (
    <section className="container py-5">
      <h1>PrivacyPolicyPage</h1>
    </section>
  );
}
