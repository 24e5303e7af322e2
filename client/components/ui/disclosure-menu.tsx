import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a list of links or actions (the disclosure pattern): simpler for keyboard and
 * screen-reader users than an ARIA menu, and no positioning library. Escape closes it and returns focus;
 * a click outside closes it.
 */
export function DisclosureMenu({
  label,
  children,
  align = 'end',
}: {
  label: ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
}) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <li className="nav-item dropdown" ref={container}>
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
        {children(() => setIsOpen(false))}
      </ul>
    </li>
  );
}
