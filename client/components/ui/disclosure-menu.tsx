import { type ReactNode, useId } from 'react';

/**
 * A button that shows and hides a list of links or actions (the disclosure pattern): simpler for keyboard and
 * screen-reader users than an ARIA menu, and no positioning library. Only the navbar has them, and the navbar
 * is HTML built with every page (docs/decisions/0038): this is the menu's markup, closed, and
 * disclosure-menu-behaviour.ts opens and closes it in the browser.
 */
export function DisclosureMenu({
  label,
  children,
  align = 'end',
  className = '',
}: {
  label: ReactNode;
  /** The menu's items, each an <li>. */
  children: ReactNode;
  align?: 'start' | 'end';
  /** Classes of the menu's list item besides Bootstrap's, for a menu styled apart. */
  className?: string;
}) {
  const id = useId();
  return (
    <li className={`nav-item dropdown ${className}`}>
      <button
        type="button"
        className="nav-link dropdown-toggle btn btn-link"
        aria-expanded={false}
        aria-controls={id}
      >
        {label}
      </button>
      <ul id={id} className={`dropdown-menu dropdown-menu-${align}`}>
        {children}
      </ul>
    </li>
  );
}
