import { afterWeddingCopy } from '@edition/after-wedding';
import type { ReactNode } from 'react';
import './weekend-over.css';

/** Phase AFTER (DESIGN 3.8, ADR 083): what a guest page says in place of its form. */
export function WeekendOver({ children }: { children: string }) {
  return (
    <section className="weekend-over" aria-labelledby="weekend-over-heading">
      <h2 id="weekend-over-heading">{afterWeddingCopy.heading}</h2>
      <p>{children}</p>
    </section>
  );
}

/**
 * While the phase is not known yet (the pre-rendered page, a moment after), the form below keeps
 * its room but is not drawn, and a short line says the page is checking: a guest after the wedding
 * never sees a form appear and go (ADR 058, 083). Its children keep their place in the tree, so
 * nothing is mounted again once the phase is told.
 */
export function PhaseCheck({ checking, children }: { checking: boolean; children: ReactNode }) {
  return (
    <div className={checking ? 'phase-check phase-check--checking' : 'phase-check'} inert={checking}>
      {checking && (
        <p className="phase-check__status" role="status">
          {afterWeddingCopy.checking}
        </p>
      )}
      {children}
    </div>
  );
}
