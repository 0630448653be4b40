import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Read after the link text by screen readers, such as "(opens in a new tab)". */
  newTabNotice: string;
  className?: string;
}

/** A link to another site, opened in a new tab without giving that site a handle on this one. */
export function ExternalLink({ href, children, newTabNotice, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {newTabNotice}</span>
    </a>
  );
}
