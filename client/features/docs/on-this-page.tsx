import { useId } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';

/** A section of the page, as its h2 or h3 heading names it. */
export interface PageSection {
  id: string;
  title: string;
  level: 2 | 3;
}

/**
 * The page's sections: its h2 and h3 that have an anchor, in order, as a reader sees their titles. The tests
 * check with it that the sections the build reads in the MDX are the body's.
 */
export function sectionsOf(body: ParentNode): PageSection[] {
  return [...body.querySelectorAll<HTMLHeadingElement>('h2[id], h3[id]')].map((heading) => {
    const copy = heading.cloneNode(true) as HTMLElement;
    // The "#" mark after each title is hidden from screen readers, and is no part of it.
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return {
      id: heading.id,
      title: (copy.textContent ?? '').trim(),
      level: heading.tagName === 'H3' ? 3 : 2,
    };
  });
}

/**
 * The page's sections beside it, from 1200 px wide (docs/product.md, Layout and pages: Documentation), the
 * one being read marked. Rendered at build time from the sections the build read in the MDX (docs-page.tsx),
 * so the list is in the page's HTML, which on-this-page-behaviour.ts marks (the docs pages are HTML only,
 * docs/decisions/0038).
 */
export function OnThisPage({ sections }: { sections: readonly PageSection[] }) {
  const { t } = useTranslation('docs');
  const titleId = useId();
  if (sections.length === 0) return null;
  return (
    <nav className="docs-on-this-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="docs-on-this-page-title">
        {t('onThisPage')}
      </h2>
      <ul lang="en">
        {sections.map(({ id, title, level }) => (
          <li key={id} className={level === 3 ? 'is-subsection' : undefined}>
            <Link to={{ hash: `#${id}` }}>{title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
