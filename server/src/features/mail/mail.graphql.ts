import type { Api } from '@riviera/contract';
import { adminOnly } from '../../platform/graphql/admin-guard';
import type { GraphqlContext } from '../../platform/graphql/context';
import type { GraphqlFeature } from '../../platform/graphql/feature';
import { payload } from '../../platform/graphql/refusal';
import { ok, type Result } from '../../platform/result';
import type { GuestMailKind } from '../../platform/mail/mail-config';
import { mailDocument, mailOverview, type MailDocument } from './mail-view.service';
import {
  chooseHostNotifications,
  chooseHostsEmail,
  hostsEmail,
  type HostNotifications,
} from '../../platform/mail/mail-settings.service';
import { previewGuestMail, sendGuestMail } from './mail.service';
import { mailTypeDefs } from './mail.typedefs';
import { MAIL_VIEW_PATH } from './mail-view.routes';
import type { ViewTarget } from '../../platform/mail/view-link';

const KIND: Record<Api.GuestMailKind, GuestMailKind> = {
  SAVE_THE_DATE: 'save_the_date',
  INVITATION: 'invitation',
  REMINDER: 'reminder',
};
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

function documentPayload(
  context: GraphqlContext,
  target: ViewTarget,
  result: Result<Omit<MailDocument, 'id'>>,
) {
  return payload(result, (document) => ({
    mail: {
      subject: document.subject,
      to: document.to,
      text: document.text,
      arrived: document.arrived,
      htmlUrl: `${MAIL_VIEW_PATH}/${context.viewLinks.create(target)}`,
    },
  }));
}

/** The mail view of the admin area, sending from the guest list, and the hosts' notification choice. */
export const mailGraphql: GraphqlFeature = {
  typeDefs: mailTypeDefs,
  resolvers: {
    mailOverview: adminOnly(async (_args, { db, mail }) => {
      const overview = await mailOverview(db, mail);
      return {
        delivery: upper(overview.delivery) as Api.MailDelivery,
        hostsEmail: [...overview.hosts],
        hostsEmailChosen: overview.hostsChosen,
        hostNotifications: upper(overview.hostNotifications) as Api.HostNotifications,
        messages: overview.messages.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.to_address,
          subject: row.subject,
          status: upper(row.status) as Api.MailStatus,
          attempts: row.attempts,
          lastError: row.last_error,
          guestName: row.guest_name,
          createdAt: row.created_at.toISOString(),
          sentAt: iso(row.sent_at),
        })),
      };
    }),
    mailMessage: adminOnly(async (args, context) =>
      documentPayload(context, { message: args.id }, await mailDocument(context.db, context.mail, args.id)),
    ),
    mailPreview: adminOnly(async (args, context) => {
      const target = { preview: KIND[args.kind], guest: args.guestId };
      const preview = await previewGuestMail(context.db, context.mail, target.preview, target.guest);
      return documentPayload(
        context,
        target,
        preview.ok ? ok({ ...preview.value, arrived: false }) : preview,
      );
    }),
    sendGuestMail: adminOnly(async (args, { db, mail }) =>
      payload(
        await sendGuestMail(db, mail, KIND[args.kind], args.guestIds, { resend: args.resend === true }),
        ({ message, queued, skipped }) => ({
          message,
          queued,
          skipped,
        }),
      ),
    ),
    setHostNotifications: adminOnly(async (args, { db }) => {
      const value = args.value.toLowerCase() as HostNotifications;
      await chooseHostNotifications(db, value);
      return { success: true, message: null, hostNotifications: args.value };
    }),
    setHostsEmail: adminOnly(async (args, { db, mail }) => {
      const chosen = await chooseHostsEmail(db, args.addresses);
      // Cleared: the server's HOSTS_EMAIL applies again, and the answer says which addresses that is.
      const now = chosen.ok ? await hostsEmail(db, mail) : [];
      return payload(chosen, () => ({ message: null, hostsEmail: [...now] }));
    }),
  },
};
