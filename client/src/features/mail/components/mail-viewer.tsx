import { adminCopy } from '@riviera/content/en/admin';
import type { MailDocument } from '../api/get-mail';

const copy = adminCopy.mail;

/**
 * A message as it would arrive: the HTML in a frame with no rights at all (sandbox without any
 * allowance: no script, no form, no navigation of this page) served under its own strict policy,
 * and the plain text beside it.
 */
export function MailViewer({ mail }: { mail: MailDocument }) {
  return (
    <div className="admin-mail-viewer">
      <p className="admin-mail-to">{copy.to(mail.to)}</p>
      {mail.arrived ? <p className="admin-hint">{copy.arrived}</p> : null}
      <iframe className="admin-mail-frame" title={copy.htmlTitle} src={mail.htmlUrl} sandbox="" />
      <details className="admin-mail-text">
        <summary>{copy.textHeading}</summary>
        {/* Focusable, so a keyboard can scroll a long text. */}
        <pre tabIndex={0}>{mail.text}</pre>
      </details>
    </div>
  );
}
