-- The photos the hosts upload for the site's pages (ADR 084): the slideshow and the events'
-- pictures. One row per photo, written only once its whole set of files is on disk under
-- SITE_PHOTOS_DIR/<id>/, so an upload that fails leaves no row. The id is the first 16 hex digits
-- of the SHA-256 of the sent bytes and the focal point: the same photo sent twice is one row, and an
-- address under it never changes (served with a year's cache). No original is kept.
CREATE TABLE site_photos (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{16}$'),
  -- The picture as sent, turned upright.
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- The crops' centre, from 0 to 1 across and down (0.5, 0.5: the middle).
  focus_x real NOT NULL CHECK (focus_x >= 0 AND focus_x <= 1),
  focus_y real NOT NULL CHECK (focus_y >= 0 AND focus_y <= 1),
  -- The landscape crop's dominant colour, drawn while the slide loads.
  colour text NOT NULL CHECK (colour ~ '^#[0-9a-f]{6}$'),
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
