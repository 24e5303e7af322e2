import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, test } from 'vitest';
import { useSearchShortcut } from './use-search-shortcut.ts';

function Page() {
  const input = useRef<HTMLInputElement>(null);
  const returnFocusTo = useSearchShortcut(input);
  return (
    <>
      <button type="button">Elsewhere</button>
      <input type="text" aria-label="Name" />
      <input type="checkbox" aria-label="Agree" />
      <textarea aria-label="Message" />
      {/* biome-ignore lint/a11y/useSemanticElements: an editor made of editable content is the case tested. */}
      <div contentEditable aria-label="Editor" role="textbox" tabIndex={0} suppressContentEditableWarning />
      <input ref={input} type="search" aria-label="Search" defaultValue="tracing" />
      <output data-testid="return-to">{returnFocusTo.current?.textContent}</output>
    </>
  );
}

const search = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });

function press(target: Element, init: KeyboardEventInit) {
  return fireEvent.keyDown(target, { bubbles: true, cancelable: true, ...init });
}

describe('useSearchShortcut', () => {
  test.each<[string, KeyboardEventInit]>([
    ['Ctrl+K', { key: 'k', ctrlKey: true }],
    ['⌘K', { key: 'k', metaKey: true }],
    ['Ctrl+K with Caps Lock', { key: 'K', ctrlKey: true }],
    ['/', { key: '/' }],
  ])('%s moves the focus to the search box, its text selected, and keeps where it was', (_name, init) => {
    render(<Page />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    const notCancelled = press(elsewhere, init);
    expect(notCancelled).toBe(false);
    expect(search()).toHaveFocus();
    expect(search().selectionStart).toBe(0);
    expect(search().selectionEnd).toBe('tracing'.length);
  });

  test('gives back the element that had the focus', () => {
    const { rerender } = render(<Page />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    press(elsewhere, { key: 'k', ctrlKey: true });
    rerender(<Page />);
    expect(screen.getByTestId('return-to')).toHaveTextContent('Elsewhere');
  });

  test.each(['Name', 'Message', 'Editor'])('"/" typed in %s stays a character there', (field) => {
    render(<Page />);
    const box = screen.getByRole('textbox', { name: field });
    // jsdom does not compute isContentEditable; a browser says true for the editor.
    if (field === 'Editor') Object.defineProperty(box, 'isContentEditable', { value: true });
    box.focus();
    expect(press(box, { key: '/' })).toBe(true);
    expect(box).toHaveFocus();
  });

  test('"/" on a checkbox is a shortcut: nothing is typed there', () => {
    render(<Page />);
    const checkbox = screen.getByRole('checkbox', { name: 'Agree' });
    checkbox.focus();
    press(checkbox, { key: '/' });
    expect(search()).toHaveFocus();
  });

  test('Ctrl+K works from a text field too', () => {
    render(<Page />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    name.focus();
    press(name, { key: 'k', ctrlKey: true });
    expect(search()).toHaveFocus();
  });

  test.each<[string, KeyboardEventInit]>([
    ['K alone', { key: 'k' }],
    ['Ctrl+Shift+K', { key: 'K', ctrlKey: true, shiftKey: true }],
    ['Ctrl+Alt+K', { key: 'k', ctrlKey: true, altKey: true }],
    ['Ctrl+/', { key: '/', ctrlKey: true }],
    ['a key while a word is composed', { key: '/', isComposing: true }],
  ])('%s is not the shortcut', (_name, init) => {
    render(<Page />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    expect(press(elsewhere, init)).toBe(true);
    expect(elsewhere).toHaveFocus();
  });

  test('stops listening when the page goes', () => {
    const { unmount } = render(<Page />);
    unmount();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(press(outside, { key: '/' })).toBe(true);
    outside.remove();
  });
});
