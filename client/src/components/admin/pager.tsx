import { adminCopy } from '@riviera/content/en/admin';
import type { ListPage } from '../../lib/admin/paging';

interface PagerProps {
  /** Names the pager for screen readers: which list it turns the pages of. */
  label: string;
  /** What the rows are, in the "1–100 of 250 …" line. */
  noun: string;
  page: ListPage<unknown>;
  onPage(page: number): void;
}

const copy = adminCopy.pager;

/** Previous and Next under a long list, with where the host is in it; nothing for a single page. */
export function Pager({ label, noun, page, onPage }: PagerProps) {
  if (page.pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button
        type="button"
        className="button button-quiet"
        disabled={page.page === 1}
        onClick={() => onPage(page.page - 1)}
      >
        {copy.previous}
      </button>
      <p className="admin-pager-position" aria-live="polite">
        {copy.position(page.first, page.last, page.total, noun)}
      </p>
      <button
        type="button"
        className="button button-quiet"
        disabled={page.page === page.pages}
        onClick={() => onPage(page.page + 1)}
      >
        {copy.next}
      </button>
    </nav>
  );
}
