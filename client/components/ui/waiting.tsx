/** A spinner with a name, for the moments a page waits for the server. */
export function Waiting({ label }: { label: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-3" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
