/** The hosts' send queue for WhatsApp and SMS in the GraphQL schema (resolvers in send-queue.graphql.ts). */
export const sendQueueTypeDefs = /* GraphQL */ `
  extend type Query {
    "Every guest who gave a mobile number, by name, each with their message in their language (their private link in it), ready to open in WhatsApp or the SMS app."
    sendQueue(token: String!): [PhoneMessage!]!
  }

  extend type Mutation {
    "Records that the hosts sent the guest their message now; sent false clears it."
    markPhoneMessageSent(token: String!, guestId: ID!, sent: Boolean = true): PhoneMessageResult!
  }

  type PhoneMessage {
    guestId: ID!
    name: String!
    "E.164, as the guest gave it with their answer."
    phone: String!
    language: Language!
    "The message, in the guest's language, with their private link."
    text: String!
    "https://wa.me/ with the number and the message."
    whatsappUrl: String!
    "sms: with the number and the message, the form iOS and Android both fill in."
    smsUrl: String!
    "When the hosts marked it sent (ISO 8601), or null."
    sentAt: String
  }

  type PhoneMessageResult {
    success: Boolean!
    message: String
    errors: [String!]!
    entry: PhoneMessage
  }
`;
