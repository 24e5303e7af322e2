import type { ReactNode } from 'react';

/** One numbered part of a policy: a heading others can link to, and its paragraphs. */
export function PolicySection({
  id,
  title,
  level = 2,
  paragraphs = [],
  children,
}: {
  id: string;
  title: string;
  level?: 2 | 3;
  paragraphs?: readonly string[];
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="policy-section" aria-labelledby={id}>
      <Heading id={id} className={level === 2 ? 'h3' : 'h4'}>
        {title}
      </Heading>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </section>
  );
}

/** The list of a policy's sections at its top, so a reader can jump to the one they need. */
export function PolicyContents({
  label,
  entries,
}: {
  label: string;
  entries: { id: string; title: string }[];
}) {
  return (
    <nav className="policy-contents" aria-label={label}>
      <p className="fw-semibold mb-2">{label}</p>
      <ol className="mb-0">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
