/** The FakeXrmEasy mark: drawn inline, so it costs no request and scales on any screen. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo">
      <rect width="32" height="32" rx="6" fill="#3730a3" />
      <path d="M9 8h14v3.5h-10v3h8.5v3.5H13V24H9z" fill="#fff" />
    </svg>
  );
}
