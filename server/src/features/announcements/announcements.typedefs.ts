import { ANNOUNCEMENT_MAX_LENGTH } from '@riviera/contract';

/**
 * The hosts' announcements' SDL (DESIGN 3.5, ADR 055), as the design gives it. RsvpEvent
 * is the reports' enum of the RSVP form's four choices.
 */
export const announcementsTypeDefs = /* GraphQL */ `
  enum AnnouncementAudience {
    "Every guest: shown on every guest page of the RSVP host, in its language."
    EVERYONE
    "The guests coming to one event: by mail only."
    EVENT
  }

  input AnnouncementInput {
    "The notice in English: text only, at most ${ANNOUNCEMENT_MAX_LENGTH} characters."
    en: String!
    "The notice in French: text only, at most ${ANNOUNCEMENT_MAX_LENGTH} characters."
    fr: String!
    audience: AnnouncementAudience = EVERYONE
    "The event an EVENT notice is for; none for EVERYONE."
    event: RsvpEvent
    "Also email it to each guest it is meant for, in their language."
    mail: Boolean = false
  }

  type Announcement {
    id: ID!
    en: String!
    fr: String!
    audience: AnnouncementAudience!
    event: RsvpEvent
    "ISO 8601: when the hosts posted it."
    createdAt: String!
  }

  type AnnouncementResult {
    success: Boolean!
    message: String
    announcement: Announcement
    errors: [String!]!
  }

  extend type Query {
    "The hosts' notices, newest first."
    announcements(token: String!): [Announcement!]!
  }

  extend type Mutation {
    "Posts a notice (and with mail, queues it to each guest it is meant for), in one transaction."
    createAnnouncement(token: String!, input: AnnouncementInput!): AnnouncementResult!
    "Deletes a notice for good: guest pages stop showing it within 30 seconds."
    deleteAnnouncement(token: String!, id: ID!): AnnouncementResult!
  }
`;
