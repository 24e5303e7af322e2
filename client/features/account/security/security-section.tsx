import { type ReactNode, type Ref, useId } from 'react';

/**
 * One card of the security page: a titled region, so a screen reader lists it among the landmarks. The heading
 * takes focus (headingRef, tabIndex -1) when what the section showed is gone, such as an ended session.
 */
export function SecuritySection({
  title,
  intro,
  headingRef,
  children,
}: {
  title: string;
  intro?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="card shadow-sm" aria-labelledby={titleId}>
      <div className="card-body p-4">
        <h2 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="h5 card-title">
          {title}
        </h2>
        {intro ? <p className="text-body-secondary">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
