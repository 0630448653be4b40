import type { ReactNode } from 'react';
import { sanitizeRichText } from '@riviera/contract';
import { publishedRich } from '../../lib/published-content';

/**
 * A RICH content field (ADR 076, 079): its built paragraphs, each a `<p>` (through `paragraph`, for
 * a page that wraps its words), or its published markup, rebuilt to the allowed subset and drawn
 * as HTML. No editor: the guests' pages only show it.
 */
export function RichText({
  field,
  paragraphs,
  paragraph = (text) => text,
}: {
  field: string;
  paragraphs: readonly string[];
  paragraph?: (text: string) => ReactNode;
}) {
  const html = publishedRich(field);
  if (html !== undefined)
    return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
  return paragraphs.map((text) => <p key={text}>{paragraph(text)}</p>);
}
