/** Mail in the GraphQL schema (resolvers in mail.graphql.ts). */
export const mailTypeDefs = /* GraphQL */ `
  extend type Query {
    "How mail leaves, the hosts' notification choice, and every message of the outbox, newest first."
    mailOverview(token: String!): MailOverview!
    "One message: its plain text, and a short-lived link to its HTML for a sandboxed frame."
    mailMessage(token: String!, id: ID!): MailMessageResult!
    "The message a guest would get, rendered and never stored."
    mailPreview(token: String!, kind: GuestMailKind!, guestId: ID!): MailMessageResult!
  }

  extend type Mutation {
    "Puts the message in the outbox for each selected guest and marks them sent, all or nothing. Guests who already had this save-the-date or invitation are skipped unless resend is true."
    sendGuestMail(
      token: String!
      kind: GuestMailKind!
      guestIds: [ID!]!
      resend: Boolean = false
    ): SendMailResult!
    "How the hosts hear of answers: a message for each, a daily digest, or not at all."
    setHostNotifications(token: String!, value: HostNotifications!): MailSettingsResult!
    "The hosts' own addresses (one to five; commas or lines between them): where they are told of answers and where guests' replies go. An empty list goes back to HOSTS_EMAIL."
    setHostsEmail(token: String!, addresses: [String!]!): MailSettingsResult!
  }

  enum GuestMailKind {
    SAVE_THE_DATE
    INVITATION
    REMINDER
  }

  enum HostNotifications {
    EACH
    DIGEST
    OFF
  }

  "SMTP: through SMTP_URL. CATCHER: the local mail catcher (development). HELD: kept until SMTP_URL is set."
  enum MailDelivery {
    SMTP
    CATCHER
    HELD
  }

  enum MailStatus {
    PENDING
    SENDING
    SENT
    FAILED
  }

  type MailOverview {
    delivery: MailDelivery!
    "Where the hosts are told of answers: the addresses given in the Mail tab, else HOSTS_EMAIL."
    hostsEmail: [String!]!
    "True when the addresses were given in the Mail tab, false when they are the server's HOSTS_EMAIL."
    hostsEmailChosen: Boolean!
    hostNotifications: HostNotifications!
    messages: [MailSummary!]!
  }

  type MailSummary {
    id: ID!
    "confirmation, host_notice, host_digest, save_the_date, invitation, reminder, shuttle_cancelled, stay_reminder, travel_confirmation or announcement"
    kind: String!
    to: String!
    subject: String!
    status: MailStatus!
    attempts: Int!
    lastError: String
    guestName: String
    "ISO 8601"
    createdAt: String!
    "ISO 8601"
    sentAt: String
  }

  type MailDocument {
    subject: String!
    to: String!
    text: String!
    "Path of the HTML, good for ten minutes."
    htmlUrl: String!
    "True when this is the copy the mail catcher received."
    arrived: Boolean!
  }

  type MailMessageResult {
    success: Boolean!
    message: String
    mail: MailDocument
  }

  type SendMailResult {
    success: Boolean!
    message: String
    queued: Int!
    "A sentence for each selected guest who was not sent the message, and why."
    skipped: [String!]!
  }

  type MailSettingsResult {
    success: Boolean!
    message: String
    hostNotifications: HostNotifications
    hostsEmail: [String!]
  }
`;
