import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { KeepTogether } from '../ui/keep-together';

interface PageProps {
  title: string;
  /** Hide the heading visually (a full-screen home page) while keeping it for screen readers. */
  hideTitle?: boolean;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A page with its title as the one h1 and the browser tab's title. */
export function Page({ title, hideTitle = false, intro, className, children }: PageProps) {
  usePageTitle(title);
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <h1 className={hideTitle ? 'visually-hidden' : 'page-title'}>{title}</h1>
      {intro ? (
        <p className="page-intro">{typeof intro === 'string' ? <KeepTogether text={intro} /> : intro}</p>
      ) : null}
      {children}
    </div>
  );
}
