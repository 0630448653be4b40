import { render } from '@react-email/render';
import { createElement } from 'react';
import { Message, type MessageProps } from './templates/message';

/** A message's two bodies: the HTML mail clients show, and the same words in plain text. */
export async function renderMessage(props: MessageProps): Promise<{ html: string; text: string }> {
  const element = createElement(Message, props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
