import { Fragment } from 'react';

/**
 * An email address that wraps where a person would break it, after the "@" and before a dot
 * ("jean-luc.moreau@" / "example.com"), rather than wherever the card runs out of room; the text
 * itself is unchanged (copying it copies the address).
 */
export function EmailText({ email }: { email: string }) {
  // Written without a lookbehind, which older Safari cannot parse.
  const parts = email.replace(/@/g, '@\n').replace(/\./g, '\n.').split('\n');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
