import { render } from '@react-email/components';
import type { ReactElement } from 'react';

/** A message's two bodies: the HTML mail clients show, and the same words in plain text. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
