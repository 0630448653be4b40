-- The content the hosts edit in the browser (DESIGN 3.7, ADR 076). `@riviera/content` gives every
-- field's first value; a row here exists only for a field the hosts have saved. The published
-- value (null: still the first one), the draft (null: nothing drafted), when each language last
-- changed (the "French out of date" badge), and a version raised at every save, which a later save
-- made on an older version is refused against.
CREATE TABLE content_fields (
  key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 120),
  en text CHECK (length(en) <= 4000),
  fr text CHECK (length(fr) <= 4000),
  draft_en text CHECK (length(draft_en) <= 4000),
  draft_fr text CHECK (length(draft_fr) <= 4000),
  en_changed_at timestamptz,
  fr_changed_at timestamptz,
  version integer NOT NULL DEFAULT 0 CHECK (version >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The drafts, read at every publish.
CREATE INDEX content_fields_drafted ON content_fields (key) WHERE draft_en IS NOT NULL OR draft_fr IS NOT NULL;

-- Every publish: the keys it changed and every published value after it ({"key": {"en", "fr"}}, the
-- fields still at their first value left out), so a version can be restored as the draft.
CREATE TABLE content_versions (
  version integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  published_at timestamptz NOT NULL DEFAULT now(),
  keys text[] NOT NULL,
  published jsonb NOT NULL CHECK (jsonb_typeof(published) = 'object')
);
