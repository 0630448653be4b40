/**
 * The content editor's SDL (DESIGN 3.7, ADR 076), as the design gives it, with `placeholder` added
 * for the tab's checklist of what still holds its first, placeholder value.
 */
export const contentTypeDefs = /* GraphQL */ `
  enum ContentFormat {
    TEXT
    "The small markup: paragraphs, bold, italic, links and lists (ADR 076)."
    RICH
    EMAIL
    PHONE
    URL
    "2026-05-14T18:30, or 2026-05-14 for a day, in Paris time unless an offset is given."
    DATETIME
    "The home page's slideshow (ADR 084): a JSON list of slides, each a photo (a built photo's name or an uploaded photo's id), its colour and its captions."
    PHOTOS
    "One picture (ADR 084): an uploaded photo's id, or empty for the site's own."
    PHOTO
  }

  type ContentField {
    key: String!
    page: String!
    label: String!
    format: ContentFormat!
    "False for a fact (a time, an address, an email): en holds it, fr repeats it."
    translated: Boolean!
    maxLength: Int
    "Published."
    en: String!
    fr: String!
    "Null where nothing is drafted."
    draftEn: String
    draftFr: String
    "The English changed after the French was last saved."
    frOutdated: Boolean!
    "Still the first value, a placeholder to replace before the invitations go out."
    placeholder: Boolean!
    "Raised at every save of the field."
    version: Int!
    updatedAt: String
  }

  input ContentEdit {
    key: String!
    en: String
    fr: String
    "The field's version the edit started from: older than the stored one is refused."
    baseVersion: Int
  }

  type ContentVersion {
    version: Int!
    publishedAt: String!
    keys: [String!]!
    "A ready notice of the events this publish moved (time, place, address), in English; null if none (ADR 079)."
    announcementEn: String
    "The same notice in French."
    announcementFr: String
  }

  type ContentResult {
    success: Boolean!
    message: String
    errors: [String!]!
    fields: [ContentField!]!
  }

  extend type Query {
    "Every content field, or one page's."
    contentFields(token: String!, page: String): [ContentField!]!
    "Every publish, newest first."
    contentHistory(token: String!): [ContentVersion!]!
    "The guest page at path (/faq, /fr/faq) as guests will see it once the drafts are published (ADR 079)."
    contentPreview(token: String!, path: String!): String!
  }

  extend type Mutation {
    "Saves drafts, all of the batch or none."
    saveContentDraft(token: String!, edits: [ContentEdit!]!): ContentResult!
    discardContentDraft(token: String!): ContentResult!
    "Every draft becomes what guests see, as a new version."
    publishContent(token: String!): ContentResult!
    "That version's values become the draft."
    restoreContent(token: String!, version: Int!): ContentResult!
  }
`;
