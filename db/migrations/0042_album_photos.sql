-- The album's photos (DESIGN 3.8, ADR 082): one row per picture or video a guest sent, written only
-- once its file is whole on disk and checked, so a cut-off upload leaves no row. The original is
-- kept as sent under ALBUM_DIR (a path relative to it); display copies are written beside it when
-- sharp can read the picture (`display` false: kept, not shown, with the reason in `note`).
CREATE TABLE album_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  -- As typed (markup is text, shown escaped); null when the guest gave none.
  uploaded_by text CHECK (uploaded_by IS NULL OR (btrim(uploaded_by) <> '' AND length(uploaded_by) <= 100)),
  -- The party whose pass or invitation code came with the upload; a removed party leaves the photo.
  party_id uuid REFERENCES parties (id) ON DELETE SET NULL,
  original_path text NOT NULL CHECK (original_path <> ''),
  mime text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  kind text NOT NULL CHECK (kind IN ('PICTURE', 'VIDEO')),
  width integer NOT NULL DEFAULT 0 CHECK (width >= 0),
  height integer NOT NULL DEFAULT 0 CHECK (height >= 0),
  -- Whether display copies exist; false for a video or a picture sharp could not decode.
  display boolean NOT NULL DEFAULT false,
  note text,
  -- The day the picture was taken, from its EXIF, when it says.
  taken_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the hosts approved or rejected it (a rejection after approval hides it again).
  approved_at timestamptz,
  rejected_at timestamptz
);
-- The grid, the hosts' batches and the zip read by status in upload order.
CREATE INDEX album_photos_status_idx ON album_photos (status, created_at, id);

-- A sentence a guest sends the hosts about one photo ("Ask for this photo to be taken down").
CREATE TABLE album_takedown_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  photo_id uuid NOT NULL REFERENCES album_photos (id) ON DELETE CASCADE,
  message text NOT NULL CHECK (btrim(message) <> '' AND length(message) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz
);
CREATE INDEX album_takedown_requests_photo_idx ON album_takedown_requests (photo_id);
