import nodemailer from 'nodemailer';
import type { ReadyMessage } from './outbox.repository';

/** Hands one message to a mail server; throws when it is not accepted. */
export interface MailTransport {
  send(message: ReadyMessage): Promise<void>;
  close(): void;
}

export interface Sender {
  /** "Aanya & Julien <rsvp@example.com>" */
  from: string;
  /** Where guests' replies go: the couple's addresses, read for each message (the Mail tab can change them). */
  replyTo: () => Promise<readonly string[]>;
}

/** Whether a failure is for good (the server refused the address) rather than worth another try. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * An SMTP transport for any provider, from one URL (smtp://user:pass@host:587 or smtps://…:465).
 * Each outbox row keeps its own Message-ID, so a message sent again after a crash between the mail
 * server's acceptance and our record of it is recognised by mail clients as the same message.
 */
export function smtpTransport(url: string, sender: Sender, domain: string): MailTransport {
  // Every wait is bounded well inside the worker's lease (120 s), so a hung server cannot let a
  // second worker take the message up while the first is still talking to it.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 45_000,
  });
  return {
    async send(message) {
      const attachments = message.attachments.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.content, 'base64'),
        ...(file.cid ? { cid: file.cid } : {}),
      }));
      // A message's own Reply-To (the guest, on the hosts' notice of their answer), else the couple.
      const replyTo = message.reply_to ? [message.reply_to] : [...(await sender.replyTo())];
      await transporter.sendMail({
        from: sender.from,
        ...(replyTo.length > 0 ? { replyTo } : {}),
        to: message.to_address,
        subject: message.subject,
        html: message.html,
        text: message.text_body,
        attachments,
        messageId: `<${message.id}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}
