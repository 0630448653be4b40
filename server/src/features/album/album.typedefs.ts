/**
 * The after-the-wedding phase and the album's settings: the SDL of DESIGN 3.8, the fields this
 * slice serves (the photos' fields come with the album's photos).
 */
export const albumTypeDefs = /* GraphQL */ `
  "The site's phase (DESIGN 3.8): the hosts' choice; the clock only nudges them."
  enum SitePhase {
    BEFORE
    AFTER
  }

  type Album {
    phase: SitePhase!
    "The weekend's last day, YYYY-MM-DD, from the content's dates."
    weekendEnds: String!
    open: Boolean!
    "ISO 8601 with its offset: uploads close then; none while the album is open without an end."
    uploadsUntil: String
    guestsMayDownload: Boolean!
  }

  input AlbumInput {
    open: Boolean!
    uploadsUntil: String
    guestsMayDownload: Boolean = false
  }

  type AlbumResult {
    success: Boolean!
    message: String
    errors: [String!]!
    album: Album
  }

  extend type Query {
    "The site's phase and the album's settings (hosts only)."
    album(token: String!): Album!
  }

  extend type Mutation {
    "Switches the site to before or after the wedding."
    setSitePhase(token: String!, phase: SitePhase!): AlbumResult!
    "Saves the album's settings; a closing date without its time zone is refused, nothing written."
    setAlbum(token: String!, input: AlbumInput!): AlbumResult!
  }
`;
