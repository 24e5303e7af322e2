import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a list of links or actions (the disclosure pattern): simpler for keyboard and
 * screen-reader users than an ARIA menu, and no positioning library. Escape closes it and returns focus;
 * a click outside closes it, and so does focus moving outside, so an open menu never covers the next stop.
 * `children` gets a `close` that returns focus to the button too: the item chosen is hidden with the menu,
 * and focus would fall back to the page's start.
 */
export function DisclosureMenu({
  label,
  children,
  align = 'end',
  className = '',
}: {
  label: ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  /** Classes of the menu's list item besides Bootstrap's, for a menu styled apart. */
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setIsOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    // A click or focus outside; a click on the page's background moves focus nowhere, hence both.
    const onOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, close]);

  return (
    <li className={`nav-item dropdown ${className}`} ref={container}>
      <button
        ref={button}
        type="button"
        className="nav-link dropdown-toggle btn btn-link"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
      >
        {label}
      </button>
      <ul id={id} className={`dropdown-menu dropdown-menu-${align}${isOpen ? ' show' : ''}`}>
        {children(close)}
      </ul>
    </li>
  );
}
