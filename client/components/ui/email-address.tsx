import { Fragment } from 'react';

/**
 * An e-mail address that, when it is wider than its line, wraps after its "@" or one of its dots instead of
 * in the middle of a word (<wbr>: a break opportunity that copies as nothing). Only a part still wider
 * than the line breaks inside, as a last resort (.email-address).
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <span className="email-address">
      {parts.map((part, index) => (
        // The parts of one address, in order: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
