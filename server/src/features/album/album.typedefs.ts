/**
 * The after-the-wedding phase and the album's settings, the SDL of DESIGN 3.8: the phase, the
 * settings, the photos, their moderation, and what the Album tab shows beside them (ADR 082).
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

  enum PhotoStatus {
    PENDING
    APPROVED
    REJECTED
  }

  "A guest's photo (DESIGN 3.8, ADR 082)."
  type AlbumPhoto {
    id: ID!
    status: PhotoStatus!
    "The name the guest typed, as typed (shown escaped), or none."
    uploadedBy: String
    createdAt: String!
    "0 for a photo kept, not shown (a video, or a picture the server cannot read)."
    width: Int!
    height: Int!
    "The 1080-wide JPEG display copy (the hosts see pending ones with their token); empty when kept, not shown."
    url: String!
    "Why a photo is kept, not shown; null when it has display copies."
    note: String
  }

  "What the Album tab shows beside the photos: the disk, and the guests' takedown requests."
  type AlbumSpace {
    photos: Int!
    "Bytes the originals take."
    usedBytes: Float!
    "Bytes free on the album's disk."
    freeBytes: Float!
  }

  type AlbumTakedown {
    id: ID!
    photoId: ID!
    message: String!
    createdAt: String!
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
    "The album's photos in upload order, of one status or all (hosts only)."
    albumPhotos(token: String!, status: PhotoStatus): [AlbumPhoto!]!
    "The space the album takes and has left, and the open takedown requests (hosts only)."
    albumSpace(token: String!): AlbumSpace!
    albumTakedowns(token: String!): [AlbumTakedown!]!
  }

  extend type Mutation {
    "Switches the site to before or after the wedding."
    setSitePhase(token: String!, phase: SitePhase!): AlbumResult!
    "Saves the album's settings; a closing date without its time zone is refused, nothing written."
    setAlbum(token: String!, input: AlbumInput!): AlbumResult!
    "Approves or rejects many photos at once, in one transaction; REJECTED later hides an approved one."
    moderatePhotos(token: String!, ids: [ID!]!, status: PhotoStatus!): AlbumResult!
  }
`;
