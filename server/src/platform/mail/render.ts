import { toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Message, type MessageProps } from './templates/message';

/** The doctype React Email writes: mail clients are kindest to XHTML 1.0 Transitional. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A message's two bodies: the HTML mail clients show, and the same words in plain text, taken from
 * that HTML. One synchronous render per message (our templates never suspend): it runs inside the
 * RSVP's transaction, so it has to be quick.
 */
export function renderMessage(props: MessageProps): { html: string; text: string } {
  const html = `${DOCTYPE}${renderToStaticMarkup(createElement(Message, props))}`;
  return { html, text: toPlainText(html) };
}
